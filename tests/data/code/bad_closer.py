def forward(self, x):
    getitem = x[0);  x = None
    return getitem
