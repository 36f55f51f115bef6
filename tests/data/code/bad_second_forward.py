def forward(self, x):
    return x

def forward(self, y):
    return y
