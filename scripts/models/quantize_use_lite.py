"""Dynamic int8 quantization of the converted Universal Sentence Encoder lite (models/use-lite/onnx/model.onnx).

Every MatMul/Gemm with a constant weight becomes DynamicQuantizeLinear (activations, uint8, one scale per call) +
MatMulInteger with int8 weights (symmetric, one scale per output column) + a float rescale; onnxruntime fuses the pattern
into its DynamicQuantizeMatMul kernel. The embedding table and everything else stay float32. Since the activation scale
is per call, the encoder runs the quantized model one text per call (see electron/services/models/encoder.ts).
Needs only Debian's python3-onnx (no onnxruntime Python package).
Usage: /usr/bin/python3 scripts/models/quantize_use_lite.py [models/use-lite/onnx/model.onnx] [out.onnx]
"""
import hashlib
import json
import os
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper, TensorProto


def quantize(src, dst):
    model = onnx.load(src)
    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    new_nodes = []
    new_inits = []
    count = 0
    for node in graph.node:
        weight_name = None
        bias_name = None
        if node.op_type == 'MatMul' and node.input[1] in inits:
            weight_name = node.input[1]
            weight = numpy_helper.to_array(inits[weight_name])
        elif node.op_type == 'Gemm' and node.input[1] in inits:
            attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
            if attrs.get('transA', 0) or attrs.get('alpha', 1.0) != 1.0 or attrs.get('beta', 1.0) != 1.0:
                new_nodes.append(node)
                continue
            weight_name = node.input[1]
            weight = numpy_helper.to_array(inits[weight_name])
            if attrs.get('transB', 0):
                weight = weight.T
            bias_name = node.input[2] if len(node.input) > 2 else None
        else:
            new_nodes.append(node)
            continue
        if weight.ndim != 2:
            new_nodes.append(node)
            continue
        count += 1
        p = f'q{count}_'
        # Symmetric int8 per output column.
        scale = np.maximum(np.abs(weight).max(axis=0), 1e-8) / 127.0
        q = np.clip(np.round(weight / scale), -127, 127).astype(np.int8)
        new_inits += [
            numpy_helper.from_array(q, p + 'w'),
            numpy_helper.from_array(scale.astype(np.float32), p + 'w_scale'),
            numpy_helper.from_array(np.zeros(weight.shape[1], dtype=np.int8), p + 'w_zero'),
        ]
        out = node.output[0]
        # Activations: onnxruntime's DynamicQuantizeLinear (uint8, one scale per call); the encoder runs one text per
        # call, so a text's vector does not depend on other texts or on padding.
        new_nodes += [
            helper.make_node('DynamicQuantizeLinear', [node.input[0]], [p + 'a', p + 'a_scale', p + 'a_zero']),
            helper.make_node('MatMulInteger', [p + 'a', p + 'w', p + 'a_zero', p + 'w_zero'], [p + 'i32']),
            helper.make_node('Cast', [p + 'i32'], [p + 'f'], to=TensorProto.FLOAT),
            helper.make_node('Mul', [p + 'a_scale', p + 'w_scale'], [p + 'scale']),
        ]
        if bias_name:
            new_nodes += [
                helper.make_node('Mul', [p + 'f', p + 'scale'], [p + 'scaled']),
                helper.make_node('Add', [p + 'scaled', bias_name], [out]),
            ]
        else:
            new_nodes.append(helper.make_node('Mul', [p + 'f', p + 'scale'], [out]))
    used = {i for n in new_nodes for i in n.input}
    kept = [t for t in graph.initializer if t.name in used]
    del graph.node[:]
    graph.node.extend(new_nodes)
    del graph.initializer[:]
    graph.initializer.extend(kept + new_inits)
    onnx.checker.check_model(model)
    onnx.save(model, dst)
    print(f'{count} matrix products quantized -> {dst}')


def update_manifest(dst, manifest_path='models/manifest.json', model_id='use-lite'):
    """Lists the quantized file (size, sha256) in the encoder's manifest entry, next to the fp32 one."""
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    entry = next(m for m in manifest['models'] if m['id'] == model_id)
    rel = os.path.relpath(dst, entry['path'])
    with open(dst, 'rb') as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    files = [x for x in entry['files'] if x['path'] != rel]
    at = next((i + 1 for i, x in enumerate(files) if x['path'] == 'onnx/model.onnx'), len(files))
    files.insert(at, {'path': rel, 'size': os.path.getsize(dst), 'sha256': digest})
    entry['files'] = files
    entry['size'] = sum(x['size'] for x in files)
    entry['source']['quantization'] = 'scripts/models/quantize_use_lite.py'
    with open(manifest_path, 'w', encoding='utf-8') as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    out = sys.argv[2] if len(sys.argv) > 2 else 'models/use-lite/onnx/model_quantized.onnx'
    quantize(sys.argv[1] if len(sys.argv) > 1 else 'models/use-lite/onnx/model.onnx', out)
    update_manifest(out)
