"""Usage: python evaluation/probes/coverage.py SET DOC_ID...: the numbers in each article that no
labelled span covers (a labeller's review aid)."""
import csv, os, re, sys

if len(sys.argv) < 3:
    sys.exit("usage: coverage.py SET DOC_ID...")
ROOT = sys.argv[1]
sp={}
for r in csv.DictReader(open(os.path.join(ROOT, 'tools', 'mention_spans.csv'))):
    sp.setdefault(r['doc_id'],[]).append((int(r['start']),int(r['end'])))
docs=sys.argv[2:]
for d in docs:
    t=open(os.path.join(ROOT, 'articles', f'{d}.txt')).read()
    out=[]
    for m in re.finditer(r'[0-9０-９][0-9,.]*\s*(%|倍|x|X|times|分钟|分鐘|小时|小時|秒|天|日|元|美元|万|萬|亿|億|兆|percent|minutes|hours|seconds|days|million|billion|bn|yen)?|[一二两兩三四五六七八九十半]+(成|倍)|\$[0-9][0-9,.]*',t):
        s,e=m.span()
        if any(a<e and s<b for a,b in sp.get(d,[])): continue
        out.append(repr(t[max(0,s-8):e+4]))
    print(d, ' | '.join(out)); print()
