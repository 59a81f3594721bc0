#!/usr/bin/env python3
"""Makes the heading font the site ships: app/assets/fonts/sora-latin-600.woff2.

Why: the pages set every Sora heading at weight 600, yet the variable font
(sora-latin-wght.woff2, 100 to 800) weighs 33 KB, most of it glyph variations.
The font is preloaded, so its bytes compete with the hero art for a phone's
first round trips: a static SemiBold instance, cut to the characters of the
@font-face unicode-range, is 12 KB and brings Lighthouse's mobile LCP from
1.5 s to 1.2 s. The variable font stays as the source, and as the build's
font for the social image and icons, which use other weights.

Run it after changing the source font or the unicode-range in app/heading-font.css
(the one place that lists the characters), and commit the result:

    apt-get install -y python3-fonttools python3-brotli
    /usr/bin/python3 scripts/tools/make-web-font.py

app/assets/fonts/sora.test.ts checks that the committed file matches this recipe.
"""
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "app/assets/fonts/sora-latin-wght.woff2"
TARGET = ROOT / "app/assets/fonts/sora-latin-600.woff2"
CSS = ROOT / "app/heading-font.css"
WEIGHT = 600
# Kerning and the features that build accented letters; no stylistic extras.
FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]


def unicode_range() -> str:
    """The unicode-range of the Sora @font-face in app/heading-font.css."""
    face = re.search(r"@font-face\s*{[^}]*Sora[^}]*}", CSS.read_text())
    found = face and re.search(r"unicode-range:\s*([^;]+);", face.group(0))
    if not found:
        sys.exit(f"make-web-font: no Sora @font-face with a unicode-range in {CSS}")
    return ",".join(part.strip() for part in found.group(1).split(","))


def main() -> None:
    font = instancer.instantiateVariableFont(
        TTFont(SOURCE, recalcTimestamp=False), {"wght": WEIGHT}, updateFontNames=True
    )
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]  # copyright, names, version, PostScript name
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicode_range()))
    subsetter.subset(font)
    font["OS/2"].usWeightClass = WEIGHT
    font.flavor = "woff2"
    font.save(TARGET)
    print(f"make-web-font: {TARGET.relative_to(ROOT)}, {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main()
