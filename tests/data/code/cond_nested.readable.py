class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[s0, 8][8, 1]cuda:0", s0: "Sym(s0)"):
        l_x_ = L_x_
        
         # File: /tmp/m.py:14 in forward, code: return torch.cond(x.sum() > 0, true_fn, false_fn, (x,))
        sum_1: "f32[][]cuda:0" = l_x_.sum()
        gt: "b8[][]cuda:0" = sum_1 > 0;  sum_1 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, [l_x_]);  gt = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[s0, 8][8, 1]cuda:0" = cond[0];  cond = None
        return (getitem,)
        
    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 8][8, 1]cuda:0"):
            l_x__1 = l_x_
            
             # File: /tmp/m.py:6 in true_fn, code: return torch.cond(x.max() > 1, inner_true, inner_false, (x,))
            max_1: "f32[][]cuda:0" = l_x__1.max()
            gt: "b8[][]cuda:0" = max_1 > 1;  max_1 = None
            cond_true_0 = self.cond_true_0
            cond_false_0 = self.cond_false_0
            cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, [l_x__1]);  gt = cond_true_0 = cond_false_0 = l_x__1 = None
            getitem: "f32[s0, 8][8, 1]cuda:0" = cond[0];  cond = None
            return (getitem,)
            
        class cond_true_0(torch.nn.Module):
            def forward(self, l_x__1: "f32[s0, 8][8, 1]cuda:0"):
                l_x__2 = l_x__1
                
                 # File: /tmp/m.py:2 in inner_true, code: return (x.sin(),)
                sin: "f32[s0, 8][8, 1]cuda:0" = l_x__2.sin();  l_x__2 = None
                return (sin,)
                
        class cond_false_0(torch.nn.Module):
            def forward(self, l_x__1: "f32[s0, 8][8, 1]cuda:0"):
                l_x__2 = l_x__1
                
                 # File: /tmp/m.py:4 in inner_false, code: return (x.cos(),)
                cos: "f32[s0, 8][8, 1]cuda:0" = l_x__2.cos();  l_x__2 = None
                return (cos,)
                
    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 8][8, 1]cuda:0"):
            l_x__1 = l_x_
            
             # File: /tmp/m.py:9 in false_fn, code: return (x.neg(),)
            neg: "f32[s0, 8][8, 1]cuda:0" = -l_x__1;  l_x__1 = None
            return (neg,)
            
