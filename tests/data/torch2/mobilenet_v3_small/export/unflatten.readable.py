class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        features: "f32[1, 576, 7, 7]" = self.features(x);  x = None
        avgpool: "f32[1, 576, 1, 1]" = self.avgpool(features);  features = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/mobilenetv3.py:221 in forward, code: return self._forward_impl(x)
        flatten: "f32[1, 576]" = torch.ops.aten.flatten.using_ints(avgpool, 1);  avgpool = None

        # No stacktrace found for following nodes
        classifier: "f32[1, 1000]" = self.classifier(flatten);  flatten = None
        return (classifier,)
