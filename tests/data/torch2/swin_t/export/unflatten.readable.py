class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        features: "f32[1, 7, 7, 768]" = self.features(x);  x = None
        norm: "f32[1, 7, 7, 768]" = self.norm(features);  features = None
        permute: "f32[1, 768, 7, 7]" = self.permute(norm);  norm = None
        avgpool: "f32[1, 768, 1, 1]" = self.avgpool(permute);  permute = None
        flatten: "f32[1, 768]" = self.flatten(avgpool);  avgpool = None
        head: "f32[1, 1000]" = self.head(flatten);  flatten = None
        return (head,)
