class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 299, 299]"):
        # No stacktrace found for following nodes
        conv2d_1a_3x3: "f32[1, 32, 149, 149]" = self.Conv2d_1a_3x3(x);  x = None
        conv2d_2a_3x3: "f32[1, 32, 147, 147]" = self.Conv2d_2a_3x3(conv2d_1a_3x3);  conv2d_1a_3x3 = None
        conv2d_2b_3x3: "f32[1, 64, 147, 147]" = self.Conv2d_2b_3x3(conv2d_2a_3x3);  conv2d_2a_3x3 = None
        maxpool1: "f32[1, 64, 73, 73]" = self.maxpool1(conv2d_2b_3x3);  conv2d_2b_3x3 = None
        conv2d_3b_1x1: "f32[1, 80, 73, 73]" = self.Conv2d_3b_1x1(maxpool1);  maxpool1 = None
        conv2d_4a_3x3: "f32[1, 192, 71, 71]" = self.Conv2d_4a_3x3(conv2d_3b_1x1);  conv2d_3b_1x1 = None
        maxpool2: "f32[1, 192, 35, 35]" = self.maxpool2(conv2d_4a_3x3);  conv2d_4a_3x3 = None
        mixed_5b: "f32[1, 256, 35, 35]" = self.Mixed_5b(maxpool2);  maxpool2 = None
        mixed_5c: "f32[1, 288, 35, 35]" = self.Mixed_5c(mixed_5b);  mixed_5b = None
        mixed_5d: "f32[1, 288, 35, 35]" = self.Mixed_5d(mixed_5c);  mixed_5c = None
        mixed_6a: "f32[1, 768, 17, 17]" = self.Mixed_6a(mixed_5d);  mixed_5d = None
        mixed_6b: "f32[1, 768, 17, 17]" = self.Mixed_6b(mixed_6a);  mixed_6a = None
        mixed_6c: "f32[1, 768, 17, 17]" = self.Mixed_6c(mixed_6b);  mixed_6b = None
        mixed_6d: "f32[1, 768, 17, 17]" = self.Mixed_6d(mixed_6c);  mixed_6c = None
        mixed_6e: "f32[1, 768, 17, 17]" = self.Mixed_6e(mixed_6d);  mixed_6d = None
        mixed_7a: "f32[1, 1280, 8, 8]" = self.Mixed_7a(mixed_6e);  mixed_6e = None
        mixed_7b: "f32[1, 2048, 8, 8]" = self.Mixed_7b(mixed_7a);  mixed_7a = None
        mixed_7c: "f32[1, 2048, 8, 8]" = self.Mixed_7c(mixed_7b);  mixed_7b = None
        avgpool: "f32[1, 2048, 1, 1]" = self.avgpool(mixed_7c);  mixed_7c = None
        dropout: "f32[1, 2048, 1, 1]" = self.dropout(avgpool);  avgpool = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/inception.py:166 in forward, code: x, aux = self._forward(x)
        flatten: "f32[1, 2048]" = torch.ops.aten.flatten.using_ints(dropout, 1);  dropout = None

        # No stacktrace found for following nodes
        fc: "f32[1, 1000]" = self.fc(flatten);  flatten = None
        return (fc,)
