class UnflattenedModule(torch.nn.Module):
    def forward(self, x: "f32[1, 3, 224, 224]"):
        # No stacktrace found for following nodes
        conv1: "f32[1, 64, 112, 112]" = self.conv1(x);  x = None
        bn1: "f32[1, 64, 112, 112]" = self.bn1(conv1);  conv1 = None
        relu: "f32[1, 64, 112, 112]" = self.relu(bn1);  bn1 = None
        maxpool: "f32[1, 64, 56, 56]" = self.maxpool(relu);  relu = None
        layer1: "f32[1, 256, 56, 56]" = self.layer1(maxpool);  maxpool = None
        layer2: "f32[1, 512, 28, 28]" = self.layer2(layer1);  layer1 = None
        layer3: "f32[1, 1024, 14, 14]" = self.layer3(layer2);  layer2 = None
        layer4: "f32[1, 2048, 7, 7]" = self.layer4(layer3);  layer3 = None
        avgpool: "f32[1, 2048, 1, 1]" = self.avgpool(layer4);  layer4 = None

        # File: /work/wt/corpus/.venv/lib/python3.11/site-packages/torchvision/models/resnet.py:285 in forward, code: return self._forward_impl(x)
        flatten: "f32[1, 2048]" = torch.ops.aten.flatten.using_ints(avgpool, 1);  avgpool = None

        # No stacktrace found for following nodes
        fc: "f32[1, 1000]" = self.fc(flatten);  flatten = None
        return (fc,)
