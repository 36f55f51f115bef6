class GraphModule(torch.nn.Module):
    def forward(self, x, y):
        
        # No stacktrace found for following nodes 
        clone = x.clone();  x = None
        clone[0] = y;  setitem = clone
        clone[(slice(None, None, None), 1)] = 2.0;  setitem_1 = clone
        clone += y;  iadd = clone;  y = None
        add = clone + 1;  clone = None
        return add
        
