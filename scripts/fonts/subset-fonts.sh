#!/usr/bin/env bash
# Regenerates the web fonts in src/app/fonts/ from the @fontsource-variable
# packages: cut to the weights the site uses and to Latin (English and
# Portuguese) glyphs, so the fonts a phone preloads shrink from 127 KB to 44 KB.
# The outputs are committed; run this only when the sources or the ranges
# change. Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli).
# See docs/decisions/011-page-weight.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-/usr/bin/python3}
SRC=node_modules/@fontsource-variable
OUT=src/app/fonts
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Basic Latin, Latin-1 (Portuguese accents), typographic quotes, dashes,
# bullet, ellipsis, euro, trade mark, arrows, minus.
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk,tnum"

# Playfair Display is licensed with a Reserved Font Name, which a modified
# (subset) copy may not carry: rename <file> <new family name>.
rename() {
  "$PY" - "$1" "$2" <<'PYTHON'
import sys
from fontTools.ttLib import TTFont
path, family = sys.argv[1], sys.argv[2]
font = TTFont(path)
style = font["name"].getDebugName(2) or "Regular"
names = {1: family, 3: f"{family} {style}", 4: f"{family} {style}", 6: f"{family}-{style}".replace(" ", ""), 16: family}
for record in list(font["name"].names):
    if record.nameID in names:
        font["name"].setName(names[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID in (17, 21, 22, 25):
        font["name"].removeNames(nameID=record.nameID)
font.save(path)
PYTHON
}

# make <source woff2> <wght range or value> <output name> [new family name]
make() {
  local name=$3
  "$PY" -m fontTools ttLib.woff2 decompress -o "$TMP/$name.ttf" "$1" >/dev/null
  "$PY" -m fontTools varLib.instancer -q -o "$TMP/$name.cut.ttf" "$TMP/$name.ttf" "wght=$2"
  if [ -n "${4:-}" ]; then rename "$TMP/$name.cut.ttf" "$4"; fi
  "$PY" -m fontTools subset "$TMP/$name.cut.ttf" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --desubroutinize --output-file="$OUT/$name.woff2"
  echo "$OUT/$name.woff2: $(stat -c %s "$OUT/$name.woff2") bytes"
}

# Body text: regular to bold (400 normal, 500 medium, 600 semibold, 700 strong), kept variable.
make "$SRC/inter/files/inter-latin-wght-normal.woff2" 400:700 inter-latin-400-700
# Headings are set at 400 only; the italic is for captions and quotes.
make "$SRC/playfair-display/files/playfair-display-latin-wght-normal.woff2" 400 velvet-display-latin-400 "Velvet Display"
make "$SRC/playfair-display/files/playfair-display-latin-wght-italic.woff2" 400 velvet-display-latin-400-italic "Velvet Display"
cp "$SRC/inter/LICENSE" "$OUT/LICENSE-inter.txt"
# Velvet Display is a subset of Playfair Display, renamed as its licence asks.
cp "$SRC/playfair-display/LICENSE" "$OUT/LICENSE-velvet-display-from-playfair-display.txt"
