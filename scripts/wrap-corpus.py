#!/usr/bin/env python3
"""Wraps labeled JSON Lines corpus messages into real message sources.

Each record ({"id", "text", "codes"}) becomes a .eml file in one of several encodings
(plain UTF-8, base64, quoted-printable with soft breaks, HTML-only with per-digit cells
avoided, and ISO-2022-JP / Shift_JIS / GB18030 / KOI8-R when the text fits the charset), and
every record is also written to one mbox and one SMS Backup & Restore XML file. Alongside,
expected.jsonl lists {"id", "source", "codes"} keyed by the source name otpfill reports, so
accuracy can be checked through these formats:

    python3 scripts/wrap-corpus.py Corpus/*.jsonl --out /tmp/wrapped
    otpfill --json /tmp/wrapped/eml/*.eml /tmp/wrapped/corpus.mbox /tmp/wrapped/backup.xml

Sources: eml/NAME.eml for files, corpus.mbox#N and backup.xml#N for containers (1-based).
"""
import argparse
import base64
import html
import json
import os
import quopri
import re
import sys
from email.header import Header

CJK_JA = re.compile(r"[\u3040-\u30ff]")
CJK = re.compile(r"[\u4e00-\u9fff]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def fits(text, codec):
    try:
        text.encode(codec)
        return True
    except UnicodeEncodeError:
        return False


def choose_style(index, text):
    """Picks an encoding for the record: a legacy charset when the text is in its script."""
    if CJK_JA.search(text):
        for codec in ("iso2022_jp", "cp932"):
            if fits(text, codec) and index % 2 == (0 if codec == "iso2022_jp" else 1):
                return codec
        if fits(text, "iso2022_jp"):
            return "iso2022_jp"
    if CJK.search(text) and fits(text, "gb18030"):
        return "gb18030"
    if CYRILLIC.search(text) and fits(text, "koi8_r") and index % 2 == 0:
        return "koi8_r"
    return ("base64", "quoted-printable", "html", "plain")[index % 4]


CHARSET_LABELS = {"iso2022_jp": "ISO-2022-JP", "cp932": "Shift_JIS", "gb18030": "GB18030", "koi8_r": "KOI8-R"}


def safe_name(ident, index):
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", str(ident))[:80]
    return f"{index:05d}-{name}" if name else f"{index:05d}"


def headers(ident, subject_header):
    lines = [
        "From: Sender <no-reply@sender.example>",
        "To: user@example.org",
        "Date: Mon, 6 May 2024 10:00:00 +0000",
        f"Message-ID: <{ident}@corpus.otpfill.test>",
        f"Subject: {subject_header}",
        "MIME-Version: 1.0",
    ]
    return "\n".join(lines) + "\n"


def html_body(text):
    paragraphs = "".join(f"<p>{html.escape(line)}</p>\n" for line in text.split("\n"))
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Notification</title>"
            "<style>p { margin: 0 }</style></head><body>\n"
            "<div style=\"display:none;max-height:0;overflow:hidden\">Preview &zwnj;&nbsp;&zwnj;&nbsp;</div>\n"
            f"{paragraphs}</body></html>\n")


def eml(ident, text, style):
    """The bytes of one .eml message whose visible text is `text` (subject carries no code)."""
    subject = "Notification"
    if style in CHARSET_LABELS:
        label = CHARSET_LABELS[style]
        payload = text.encode(style)
        cte = "7bit" if style == "iso2022_jp" else "8bit"
        if style == "cp932" or style == "gb18030":
            cte = "base64"
            payload = (base64.encodebytes(payload)).decode("ascii").encode("ascii")
        head = headers(ident, subject) + f"Content-Type: text/plain; charset={label}\nContent-Transfer-Encoding: {cte}\n\n"
        return head.encode("ascii") + payload + b"\n"
    data = text.encode("utf-8")
    if style == "base64":
        head = headers(ident, subject) + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n"
        return (head + base64.encodebytes(data).decode("ascii")).encode("ascii")
    if style == "quoted-printable":
        head = headers(ident, subject) + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        return head.encode("ascii") + quoted_printable(data, width=40) + b"\n"
    if style == "html":
        head = headers(ident, subject) + "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        return head.encode("ascii") + quopri.encodestring(html_body(text).encode("utf-8")) + b"\n"
    head = headers(ident, subject) + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
    return head.encode("ascii") + data + b"\n"


def quoted_printable(data, width):
    """Quoted-printable with short lines, so soft breaks land inside words and codes as they
    do from real senders; an =XX escape is never split."""
    lines = []
    for raw_line in data.split(b"\n"):
        line = b""
        tokens = []
        for index, byte in enumerate(raw_line):
            last = index == len(raw_line) - 1
            if byte == 0x3D or byte > 0x7E or (byte < 0x20 and byte != 0x09) or (last and byte in (0x20, 0x09)):
                tokens.append(b"=%02X" % byte)
            else:
                tokens.append(bytes([byte]))
        for token in tokens:
            if len(line) + len(token) > width - 1:
                lines.append(line + b"=")
                line = b""
            line += token
        lines.append(line)
    return b"\n".join(lines)


def mbox_entry(message):
    """One mbox entry (mboxrd quoting) for the message bytes."""
    lines = message.split(b"\n")
    quoted = [b">" + line if re.match(rb"^>*From ", line) else line for line in lines]
    body = b"\n".join(quoted)
    if not body.endswith(b"\n"):
        body += b"\n"
    return b"From corpus@otpfill.test Mon May  6 10:00:00 2024\n" + body + b"\n"


def xml_attribute(text):
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ch == "\n":
            out.append("&#10;")
        elif ch == "\r":
            out.append("&#13;")
        elif code > 0xFFFF and code % 2 == 0:
            # Some records the way Signal exports wrote them: surrogate pairs as two references.
            value = code - 0x10000
            out.append(f"&#{0xD800 + (value >> 10)};&#{0xDC00 + (value & 0x3FF)};")
        elif code < 0x20 and ch != "\t":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


def read_records(paths):
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                record = json.loads(line)
                if not isinstance(record.get("text"), str):
                    continue
                yield record.get("id") or f"{os.path.basename(path)}:{number}", record["text"], record.get("codes", [])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="+", help="JSON Lines corpus files")
    parser.add_argument("--out", required=True, help="output directory (created)")
    args = parser.parse_args()

    out = args.out
    os.makedirs(os.path.join(out, "eml"), exist_ok=True)
    expected = []
    counts = {}
    with open(os.path.join(out, "corpus.mbox"), "wb") as mbox, open(os.path.join(out, "backup.xml"), "w", encoding="utf-8") as xml:
        records = list(read_records(args.corpus))
        xml.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n")
        xml.write(f'<smses count="{len(records)}" backup_set="otpfill-corpus" backup_date="1715000000000" type="full">\n')
        for index, (ident, text, codes) in enumerate(records):
            # Control characters other than line breaks cannot survive every container; keep the rest.
            style = choose_style(index, text)
            counts[style] = counts.get(style, 0) + 1
            message = eml(ident, text, style)
            name = os.path.join("eml", safe_name(ident, index + 1) + ".eml")
            with open(os.path.join(out, name), "wb") as f:
                f.write(message)
            expected.append({"id": ident, "source": name, "codes": codes, "format": "eml", "encoding": style})
            mbox.write(mbox_entry(message))
            expected.append({"id": ident, "source": f"corpus.mbox#{index + 1}", "codes": codes, "format": "mbox", "encoding": style})
            if index % 7 == 3:
                xml.write(f'  <mms date="{1715000000000 + index}" msg_box="1" sub="null" address="+15550100">\n    <parts>\n'
                          '      <part seq="-1" ct="application/smil" name="null" text="&lt;smil/&gt;" />\n'
                          f'      <part seq="0" ct="text/plain" name="null" chset="106" text="{xml_attribute(text)}" />\n'
                          '    </parts>\n  </mms>\n')
            else:
                xml.write(f'  <sms protocol="0" address="+15550100" date="{1715000000000 + index}" type="1" subject="null" '
                          f'body="{xml_attribute(text)}" read="1" status="-1" />\n')
            expected.append({"id": ident, "source": f"backup.xml#{index + 1}", "codes": codes, "format": "smsxml", "encoding": "xml"})
        xml.write("</smses>\n")
    with open(os.path.join(out, "expected.jsonl"), "w", encoding="utf-8") as f:
        for row in expected:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(expected) // 3} records -> {out}: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
