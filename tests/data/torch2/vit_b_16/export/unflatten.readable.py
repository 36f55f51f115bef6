class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        class_token: "f32[1, 1, 768]" = self.class_token
        conv_proj: "f32[1, 768, 14, 14]" = self.conv_proj(x);  x = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:291 in forward, code: x = self._process_input(x)
        reshape: "f32[1, 768, 196]" = torch.ops.aten.reshape.default(conv_proj, [1, 768, 196]);  conv_proj = None
        permute: "f32[1, 196, 768]" = torch.ops.aten.permute.default(reshape, [0, 2, 1]);  reshape = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:295 in forward, code: batch_class_token = self.class_token.expand(n, -1, -1)
        expand: "f32[1, 1, 768]" = torch.ops.aten.expand.default(class_token, [1, -1, -1]);  class_token = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:296 in forward, code: x = torch.cat([batch_class_token, x], dim=1)
        cat: "f32[1, 197, 768]" = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None

        # No stacktrace found for following nodes
        encoder: "f32[1, 197, 768]" = self.encoder(cat);  cat = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/vision_transformer.py:301 in forward, code: x = x[:, 0]
        select_36: "f32[1, 768]" = torch.ops.aten.select.int(encoder, 1, 0);  encoder = None

        # No stacktrace found for following nodes
        heads: "f32[1, 1000]" = self.heads(select_36);  select_36 = None
        return (heads,)
