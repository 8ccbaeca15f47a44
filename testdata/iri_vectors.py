#!/usr/bin/python3
# Copyright 2026 The uriscan Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

"""Writes testdata/iri.jsonl, the IRI conformance vectors (RFC 3987).

Every expectation is computed here, independently of the Go code, by
Debian's python3-rfc3987 (1.3.8, a transcription of the ABNF of RFC 3987
2.2 into regular expressions) and by two short Python functions for the
mappings of sections 3.1 and 3.2:

    apt-get install python3-rfc3987
    /usr/bin/python3 testdata/iri_vectors.py > testdata/iri.jsonl

The inputs come from the text of RFC 3987 (sections 3.1, 3.2, 3.2.1, 4.1
and 6.1), from the test suites of oxiri (tests/lib.rs: test_parsing and
test_wrong_relative_parsing, whose asserted outcomes are checked below
against rfc3987's) and of python-rfc3987 (its doctests), and from the rules
of issue 20, one or more cases each. Where rfc3987 and the RFC's prose
disagree, the prose decides and the vector says so in "disputed": rfc3987
implements the ABNF alone, which lets ucschar include the bidirectional
formatting characters that section 4.1 forbids.

Schema: that of parse.jsonl (in, valid, the seven components, null when
undefined, host_kind), plus for a valid input "uri", its URI (3.1), and
"iri", the IRI it maps to for display (3.2: %XX runs that encode in UTF-8 a
character an IRI allows where it stands are decoded, every ASCII octet and
everything else stays encoded). An input that is not UTF-8 is given in
"in_hex" instead of "in".
"""

import json
import re
import sys
import unicodedata

import rfc3987

# The bidirectional formatting characters of RFC 3987 4.1 (LRM, RLM, LRE,
# RLE, PDF, LRO, RLO), and those Unicode 6.3 added for the same purpose,
# which uriscan treats alike since issue 33: ALM and the isolates LRI, RLI,
# FSI, PDI (Trojan Source, CVE-2021-42574).
BIDI_RFC = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
BIDI = BIDI_RFC + "\u061c\u2066\u2067\u2068\u2069"

# Unicode's Other_Default_Ignorable_Code_Point and variation selectors,
# for hidden(): the code points of DerivedCoreProperties.txt that are
# default-ignorable without being of category Cf.
OTHER_IGNORABLE = [(0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180D), (0x180F, 0x180F),
                   (0x2065, 0x2065), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8),
                   (0xE0000, 0xE0FFF)]

# The character classes of rfc3987, compiled on their own, for 3.2.
_pats = rfc3987.format_patterns()
UCSCHAR = re.compile("^" + rfc3987._interpret_unicode_escapes(_pats["ucschar"]) + "$")
IPRIVATE = re.compile("^" + rfc3987._interpret_unicode_escapes(_pats["iprivate"]) + "$")
AUTHORITY = re.compile("^" + rfc3987._interpret_unicode_escapes(
    rfc3987.format_patterns(iuserinfo="userinfo", ihost="host", port="port")["iauthority"]) + "$")
IPV4 = re.compile("^" + rfc3987._interpret_unicode_escapes(_pats["IPv4address"]) + "$")
IPV6 = re.compile("^" + rfc3987._interpret_unicode_escapes(_pats["IPv6address"]) + "$")
IPVFUTURE = re.compile("^" + rfc3987._interpret_unicode_escapes(_pats["IPvFuture"]) + "$")


def valid(s):
    return rfc3987.match(s, rule="IRI_reference") is not None and not any(c in BIDI for c in s)


def components(s):
    d = rfc3987.parse(s, rule="IRI_reference")
    out = {"scheme": d["scheme"], "userinfo": None, "host": None, "port": None,
           "path": d["path"], "query": d["query"], "fragment": d["fragment"], "host_kind": None}
    if d["authority"] is not None:
        a = AUTHORITY.match(d["authority"])
        out["userinfo"], host, out["port"] = a.group("userinfo"), a.group("host"), a.group("port")
        if host.startswith("["):
            host = host[1:-1]
            out["host_kind"] = "ipv6" if IPV6.match(host) else "ipvfuture"
        else:
            out["host_kind"] = "ipv4" if IPV4.match(host) else "regname"
        out["host"] = host
    return out


def to_uri(s):
    """RFC 3987 3.1: the UTF-8 octets of every non-ASCII character as %XX."""
    return "".join(c if ord(c) < 0x80 else "".join("%%%02X" % b for b in c.encode("utf-8")) for c in s)


def allowed(c, in_query):
    if c in BIDI:
        return False
    return bool(UCSCHAR.match(c)) or in_query and bool(IPRIVATE.match(c))


def hidden(c):
    """Whether c displays as nothing or as a blank (iri.go's isHiddenRune):
    white space, format characters, the other default-ignorable code
    points. 3.2 keeps such characters percent-encoded for display."""
    if unicodedata.category(c) in ("Zs", "Zl", "Zp", "Cf") or c == "\x85":
        return True
    return any(lo <= ord(c) <= hi for lo, hi in OTHER_IGNORABLE)


def to_iri(s):
    """RFC 3987 3.2 as ruled in iri_map.go: decode a run of %XX only when it
    is the UTF-8 encoding of one non-ASCII character allowed where it stands
    (iprivate in the query only) that is not hidden (issue 33); keep
    everything else as written."""
    q = components(s)
    qstart = qend = -1
    if q["query"] is not None:
        # The query starts after the first "?" that is not in the fragment.
        head = s.split("#", 1)[0]
        qstart = head.index("?") + 1
        qend = len(head)
    out, i = [], 0
    while i < len(s):
        if s[i] != "%":
            out.append(s[i])
            i += 1
            continue
        octets = []
        j = i
        while j + 2 < len(s) and s[j] == "%" and len(octets) < 4 and \
                re.match("^[0-9A-Fa-f]{2}$", s[j + 1:j + 3]):
            octets.append(int(s[j + 1:j + 3], 16))
            j += 3
        done = False
        for n in (2, 3, 4):
            if len(octets) >= n:
                try:
                    c = bytes(octets[:n]).decode("utf-8")
                except UnicodeDecodeError:
                    continue
                if len(c) == 1 and allowed(c, qstart <= i < qend) and not hidden(c):
                    out.append(c)
                    i += 3 * n
                    done = True
                break
        if not done:
            out.append(s[i:i + 3])
            i += 3
    return "".join(out)


# (input, source, expected validity according to the source or None).
RFC = "RFC 3987"
OXIRI = "oxiri tests/lib.rs"
PYRFC = "python-rfc3987 doctests"
OURS = "issue 20 rules"

CASES = [
    # RFC 3987 1.3, 3.1 (and its examples), 3.2, 3.2.1, 4.1, 6.1.
    ("http://r\u00e9sum\u00e9.example.org", RFC + " 3.1", True),
    ("http://www.example.org/red%09ros\u00e9#red", RFC + " 3.1", True),
    ("http://example.com/\U00010300\U00010301\U00010302", RFC + " 3.1", True),
    ("http://www.example.org/D%C3%BCrst", RFC + " 3.2", True),
    ("http://www.example.org/D\u00fcrst", RFC + " 3.2", True),
    ("http://www.example.org/D%FCrst", RFC + " 3.2", True),
    ("http://xn--99zt52a.example.org/%e2%80%ae", RFC + " 3.2", True),
    ("http://www.example.org/r%E9sum%E9.html", RFC + " 3.2.1", True),
    ("http://www.example.org/r%C3%A9sum%C3%A9.html", RFC + " 3.2.1", True),
    ("http://\u7d0d\u8c46.example.org/%E2%80%AE", RFC + " 3.2", True),
    ("http://example.org/ros\u00e9", OURS, True),
    ("http://www.example.org/\u0440\u0435\u0437\u044e\u043c\u0435", OURS, True),
    ("http://example.org/\u202eab", RFC + " 4.1", False),
    ("http://example.org/a\u200eb", RFC + " 4.1", False),
    ("http://example.org/?\ue000", RFC + " 6.1 (iprivate in the query)", True),
    ("http://example.org/\ue000", RFC + " 6.1 (iprivate outside the query)", False),
    # oxiri: valid.
    ("http://a.example/AZaz\u00c0\u00d6\u00d8\u00f6\u00f8\u02ff\u0370\u037d\u037f\u1fff\u200c\u200d\u2070\u218f\u2c00\u2fef\u3001\ud7ff\ufa0e\ufdcf\ufdf0\uffef\U00010000\U000efffd", OXIRI, True),
    ("http://a.example/?AZaz\ue000\uf8ff\U000f0000\U000ffffd\U00100000\U0010fffd\u00c0\u00d6\u00d8\u00f6\u00f8\u02ff\u0370\u037d\u037f\u1fff\u200c\u200d\u2070\u218f\u2c00\u2fef\u3001\ud7ff\ufa0e\ufdcf\ufdf0\uffef\U00010000\U000efffd", OXIRI, True),
    ("ht-+.tp://0aA-._~!$&'()*+,;=:%22\u00e9@0aA-._~!$&'()*+,;=%22\u00e9:12/0aA-._~!$&'()*+,;=%22\u00e9:@?0aA-._~!$&'()*+,;=%22\u00e9:@?#?0aA-._~!$&'()*+,;=%22\u00e9:@?", OXIRI, True),
    ("http://a/?\ue000", OXIRI, True),
    ("?\ue000", OXIRI, True),
    ("http://example/Andr&#567;", OXIRI, True),
    # oxiri: invalid.
    ("http://example.com/\ue000", OXIRI, False),
    ("\ue000", OXIRI, False),
    ("http://example.com/#\ue000", OXIRI, False),
    ("#\ue000", OXIRI, False),
    ("//\uffff", OXIRI, False),
    ("?\uffff", OXIRI, False),
    ("/\u0000", OXIRI, False),
    ("/\uf8ff", OXIRI, False),
    ("/\U000f0000", OXIRI, False),
    ("/\U000ffffd", OXIRI, False),
    ("/\U00100000", OXIRI, False),
    ("/\U0010fffd", OXIRI, False),
    ("?\ufdef", OXIRI, False),
    ("/\ufdef", OXIRI, False),
    ("/\U0001ffff", OXIRI, False),
    ("/\U0002ffff", OXIRI, False),
    ("/\U0007ffff", OXIRI, False),
    ("/\U000dffff", OXIRI, False),
    ("/\U000effff", OXIRI, False),
    ("/\U000fffff", OXIRI, False),
    ("//\u034f@[]", OXIRI, False),
    ("//[v1.\u0582]", OXIRI, False),
    # python-rfc3987.
    ("urn:\U00010300", PYRFC, True),
    ("http://tools.ietf.org/html/rfc3986#appendix-A", PYRFC, True),
    # The rules of issue 20: ucschar where unreserved goes, iprivate in the
    # query only, no non-ASCII in the scheme, port or IP literals.
    ("https://ja.wikipedia.org/wiki/\u6771\u4eac", OURS, True),
    ("ftp://\u7528\u6237:\u5bc6\u7801@\u4f8b\u5b50.\u4e2d\u56fd:21/\u6587\u4ef6?\u67e5\u8be2=\u503c#\u7247\u6bb5", OURS, True),
    ("\u6771\u4eac/\u5927\u962a", OURS, True),
    ("./\u6771:\u4eac", OURS, True),
    ("\u6771\u4eac:x", OURS, False),
    ("\u00e9:x", OURS, False),
    ("h\u00e9:x", OURS, False),
    ("//h:\u0661", OURS, False),
    ("//[::\u00e9]", OURS, False),
    ("//[::1]\u00e9", OURS, False),
    ("//1.2.3.\u00e9/", OURS, True),
    ("mailto:jos\u00e9@example.org", OURS, True),
    ("/\u00a0\u2028\u3000", OURS, True),
    ("/\u0085", OURS, False),
    ("/\u009f", OURS, False),
    ("/\ufdd0", OURS, False),
    ("/\ufffe", OURS, False),
    ("/\ufffd", OURS, False),
    ("/\U000e0001", OURS, False),
    ("/\U000e1000", OURS, True),
    ("/\u200f", OURS, False),
    ("/\u202a", OURS, False),
    ("/\u202b", OURS, False),
    ("/\u202c", OURS, False),
    ("/\u202d", OURS, False),
    ("?\u202e", OURS, False),
    ("/\u200d\u2010\u2029\u202f", OURS, True),
    ("#\U000f0000", OURS, False),
    ("//\ue000@h/", OURS, False),
    ("/\u00e9%zz", OURS, False),
    ("/\u00e9 \u00e9", OURS, False),
    ("/%E6%9D%B1?%EE%80%80#%EE%80%80", OURS, True),
    ("/%e2%80%8e%C2%85%EF%B7%90%F3%A0%80%81%ED%A0%80%C0%AF%41%25", OURS, True),
    ("//%E4%BE%8B@%E5%AD%90:8080/", OURS, True),
    ("/%E6%9D%B1%E4%BA", OURS, True),
    ("http://[2001:db8::1]:8080/\u30d1\u30b9?\u30af\u30a8\u30ea#\u65ad\u7247", OURS, True),
    ("http://192.0.2.1/\u00e9", OURS, True),
    ("//\u00e9\u00e9.example", OURS, True),
    ("//u\u00e9:p\u00e9@h\u00e9:/", OURS, True),
    ("s:\u00e9", OURS, True),
    ("s:/\u00e9/./../\u00e9", OURS, True),
    ("\u00e9", OURS, True),
    ("?\u00e9?/\u00e9", OURS, True),
    ("#\u00e9?/\u00e9", OURS, True),
    ("http://\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631/", OURS, True),
    ("http://\U0001f600.example/\U0001f600?\U0001f600#\U0001f600", OURS, True),
    ("urn:isbn:\u00e9", OURS, True),
    # Issue 33: the bidirectional formatting characters Unicode added after
    # RFC 3987, refused as those of 4.1; and what would hide or split a
    # reference where it is printed stays percent-encoded in 3.2.
    ("/x\u2066y\u2069", OURS + " (issue 33)", False),
    ("/\u2067", OURS + " (issue 33)", False),
    ("?\u2068", OURS + " (issue 33)", False),
    ("#\u061c", OURS + " (issue 33)", False),
    ("http://a/%E2%81%A7%D8%9C%E2%80%8B%C2%A0%E3%80%80%E2%80%A8%E2%80%A9%C2%AD%EF%BB%BF%E3%85%A4%EF%B8%8F%C3%A9", OURS + " (issue 33)", True),
    ("/\u200b\u00a0", OURS + " (issue 33)", True),
]

# Inputs that are not UTF-8 (never IRIs: RFC 3987 2.2 and 3 read an IRI as
# characters, and its octets as UTF-8).
BYTES = [
    (b"/\xff", OURS), (b"/\x80", OURS), (b"/\xc0\x80", OURS + " (overlong)"),
    (b"/\xe0\x80\x80", OURS + " (overlong)"), (b"/\xed\xa0\x80", OURS + " (surrogate)"),
    (b"/\xf4\x90\x80\x80", OURS + " (above U+10FFFF)"), (b"/\xe6\x9d", OURS + " (cut short)"),
    (b"/\xe6\x9d?q", OURS + " (cut short)"), (b"https://example.com/\xfe", "issue 20"),
]


def dumps(v):
    """JSON with the invisible characters (controls, formats, private use,
    noncharacters, separators) written as escapes, and the others as they
    are."""
    out = []
    for c in json.dumps(v, ensure_ascii=False):
        if c != " " and unicodedata.category(c)[0] in "CZ":
            c = json.dumps(c)[1:-1]
        out.append(c)
    return "".join(out)


def main():
    for s, src, want in CASES:
        v = {"in": s}
        ok = valid(s)
        if want is not None and want != ok:
            sys.exit("%r: rfc3987 says %s, %s says %s" % (s, ok, src, want))
        v["valid"] = ok
        if ok:
            v.update(components(s))
            v["uri"] = to_uri(s)
            v["iri"] = to_iri(s)
            # The mapped URI is a URI, and gives back the IRI.
            assert rfc3987.match(v["uri"], rule="URI_reference"), v
        elif rfc3987.match(s, rule="IRI_reference"):
            if any(c in BIDI_RFC for c in s):
                v["disputed"] = "rfc3987 accepts it (the ABNF alone); RFC 3987 4.1 forbids bidirectional formatting characters"
            else:
                v["disputed"] = ("rfc3987 accepts it (the ABNF alone); uriscan refuses the bidirectional formatting "
                                 "characters Unicode 6.3 added (U+061C, U+2066-U+2069) as RFC 3987 4.1 refuses the others")
        v["src"] = src
        print(dumps(v))
    for b, src in BYTES:
        print(json.dumps({"in_hex": b.hex(), "valid": False, "src": src + "; not UTF-8"}))


if __name__ == "__main__":
    main()
