#!/usr/bin/env python3
"""Writes the seed corpora in fuzz/corpus/<target>/ (deterministic; rerun after changing it).

Seeds are small: messages from Corpus/dev (a few per language), hand-made hostile shapes, and
byte strings that drive the slot model and the readers through their branches.
"""
import hashlib, json, os, pathlib, random

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "fuzz" / "corpus"
rng = random.Random(6)


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    folder = OUT / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)


messages = []
for path in sorted((ROOT / "Corpus" / "dev").glob("*.jsonl")):
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    messages += [entry["text"] for entry in lines[:3]]

hostile = [
    "", "\x00", "code", "code 123456", "Your code is 481516", "G-123456 is your Google verification code.",
    "<#> Your code: 123456\nFA+9qCX9VSu", "Your code is 123456.\n\n@example.com #123456",
    "@top.example #123456 @embedded.example", "验证码：481516", "認証コード ４８１５１６", "رمز التحقق ٤٨١٥١٦",
    "کد تایید ۴۸۱۵۱۶", "कोड १२३४५६", "code 1 1 1 1 1 1 1 1", "code code code code code 1234",
    "123 456 789 012 345 678", "1-2-3-4-5-6", "4\u200b8\u200b1\u200b5\u200b1\u200b6", "Call +1 (555) 123-4567 today",
    "card ending in 1234, code 5678", "https://example.com/login?code=123456", "\xff\xfe 123456 \xc3",
    "@ #\n@a #b", "K7PQ2X is your Steam code", "code: 12345678901234567890",
]
for text in messages + hostile:
    if isinstance(text, str) and "\xff" in text:
        write("FuzzExtractor", text.encode("latin-1"))
    else:
        write("FuzzExtractor", text)

for text in ["", "123456", "٤٨١٥١٦", "۴۸۱۵۱۶", "१२३४५६", "４８１５１６", "１２３-４５６", "481\u00a0516", "481\u2009516",
             "4\u200b8\u200d1\u2060516", "ＡＢＣ１２３", "½²③〇一二三", "𝟒𝟖𝟏𝟓𝟏𝟔", "᠑᠒᠓", "12\u00ad34", "\u202e123456\u202c"]:
    write("FuzzNormalizer", text)

# Slot model: [count, flags, events...]; event bytes are op (mod 8) then an argument byte.
write("FuzzSlots", bytes([5, 0] + [0, 4, 0, 8, 0, 1, 0, 5, 0, 1, 0, 6]))            # type 481516
write("FuzzSlots", bytes([5, 0] + [0, 1, 0, 2, 3, 0, 7]))                              # type, backspace, type
write("FuzzSlots", bytes([5, 2, 2, 6, 4, 8, 1, 5, 1, 6]))                              # paste 6, reject policy
write("FuzzSlots", bytes([5, 0, 2, 9, 4, 8, 1, 5, 1, 6, 2, 3, 4]))                    # paste longer than the widget
write("FuzzSlots", bytes([7, 4, 4, 3, 0, 9, 4, 0, 3, 3, 5, 7, 3, 1]))                 # clear-on-tap, taps, reject, round trip
write("FuzzSlots", bytes([11, 1, 0, 200, 0, 170, 2, 4, 180, 181, 182, 183, 6, 2, 1, 2]))  # alnum, odd characters
write("FuzzSlots", bytes([0, 0, 0, 1, 3, 3, 7, 1]))
for _ in range(6):
    write("FuzzSlots", bytes(rng.randrange(256) for _ in range(40)))

for text in ['{"text": "code 123456", "id": 7}', '{"id": "a", "text": "x\\u00e9\\ud83d\\ude00\\n"}', "[1, 2.5e3, -0, true, false, null]",
             '"\\ud800"', '{"a": {"b": [[[]]]}}', "[" * 600 + "]" * 600, '{"text": 5}', "1e999", '"\\u0000\\u001f\\u2028"', "{,}"]:
    write("FuzzJSON", text)

jsonl = "\n".join(['{"text": "code 123456"}', "", "  ", "not json", '{"id": 1}', "[1]", '{"text": "ok", "id": 2.5}']) + "\n"
for prefix in [bytes([40, 7]), bytes([5, 1]), bytes([63, 31])]:
    write("FuzzLines", prefix + jsonl.encode())
write("FuzzLines", bytes([3, 2]) + b"a\r\nbb\rcc\n\n\r\nlonger line here\nlast")
write("FuzzLines", bytes([8, 3]) + b"x" * 20 + b"\n" + b"y" * 8 + b"\r\n")
write("FuzzLines", bytes([0, 0]))

# E-mail and SMS backup seeds: the input fixtures (small files), plus a few hand-made shapes.
FIXTURES = ROOT / "Tests" / "OTPFillTests" / "Fixtures"
for path in sorted(FIXTURES.glob("*.eml")) + sorted(FIXTURES.glob("*.mbox")):
    if path.stat().st_size <= 16384:
        write("FuzzEmail", path.read_bytes())
write("FuzzEmail", "From a@b Mon Jan 1 00:00:00 2024\nSubject: =?utf-8?B?Q29kZTogNDgxNTE2?=\n\nbody\n\nFrom x\n>From y\nSubject: 2\n\n=E2=80=8B123456=\n")
write("FuzzEmail", 'Content-Type: text/html; charset="x"\nContent-Transfer-Encoding: quoted-printable\n\n<p style=3D"display:none">1</p><b>4</b><b>8</b>&#x31;&nbsp;516')
for path in sorted(FIXTURES.glob("*.xml")):
    if path.stat().st_size <= 16384:
        write("FuzzXML", path.read_bytes())
write("FuzzXML", '<?xml version="1.0"?>\n<smses count="2"><sms body="code &#52;&#x38;1516 &amp; &lt;" /><mms sub="x"><parts><part ct="text/plain" text="PIN 2468"/></parts></mms></smses>')
write("FuzzXML", "<smses><sms body='a\"b' /><sms body=\"unterminated")
