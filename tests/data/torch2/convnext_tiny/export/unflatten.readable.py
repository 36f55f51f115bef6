class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        features: "f32[1, 768, 7, 7]" = self.features(x);  x = None
        avgpool: "f32[1, 768, 1, 1]" = self.avgpool(features);  features = None
        classifier: "f32[1, 1000]" = self.classifier(avgpool);  avgpool = None
        return (classifier,)
