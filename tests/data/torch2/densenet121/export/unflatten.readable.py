class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        features: "f32[1, 1024, 7, 7]" = self.features(x);  x = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:214 in forward, code: out = F.relu(features, inplace=True)
        relu__120: "f32[1, 1024, 7, 7]" = torch.ops.aten.relu_.default(features);  features = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:215 in forward, code: out = F.adaptive_avg_pool2d(out, (1, 1))
        adaptive_avg_pool2d: "f32[1, 1024, 1, 1]" = torch.ops.aten.adaptive_avg_pool2d.default(relu__120, [1, 1]);  relu__120 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/densenet.py:216 in forward, code: out = torch.flatten(out, 1)
        flatten: "f32[1, 1024]" = torch.ops.aten.flatten.using_ints(adaptive_avg_pool2d, 1);  adaptive_avg_pool2d = None

        # No stacktrace found for following nodes
        classifier: "f32[1, 1000]" = self.classifier(flatten);  flatten = None
        return (classifier,)
