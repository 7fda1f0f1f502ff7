#!/usr/bin/env python3
"""Writes the e-mail, mailbox and SMS backup fixtures of Tests/OTPFillTests/Fixtures.

Non-UTF-8 fixtures are encoded here with Python's codecs, so their bytes are what real
senders produce. Run from the repository root: python3 scripts/make-input-fixtures.py
"""
import base64
import os
import quopri

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "OTPFillTests", "Fixtures")


def write(name, data, crlf=False):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if crlf:
        data = data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    path = os.path.join(ROOT, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def b64(data, width=76):
    text = base64.b64encode(data).decode("ascii")
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


HEAD = "From: Example <no-reply@example.com>\nTo: user@example.org\nDate: Mon, 6 May 2024 10:00:00 +0000\nMessage-ID: <{id}@example.com>\nMIME-Version: 1.0\n"


def head(ident, subject="Your sign-in code"):
    return HEAD.format(id=ident) + (f"Subject: {subject}\n" if subject is not None else "")


def main():
    write("plain.eml", head("plain") + "Content-Type: text/plain; charset=utf-8\n\nYour code is 481516.\n")

    write("qp-soft-break.eml",
          head("qp") + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
          "Hello,=20\nyour verification code: 48=\n1516 =E2=80=93 valid for 10 minutes.\n"
          "Formula: a=3Db\n", crlf=True)

    body = "Здравствуйте! Ваш код подтверждения: 734019\n".encode("utf-8")
    write("base64-utf8.eml", head("b64") + "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n" + b64(body) + "\n")

    encoded = b64("Your code is 650201. Do not share it with anyone, ever.\n".encode(), width=20).split("\n")
    bad = "\n".join(encoded[:2] + ["!!**@@##"] + encoded[2:])
    write("bad-base64.eml", head("badb64") + "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n" + bad + "\n")

    write("subject-q.eml", head("subjq", "=?UTF-8?Q?Your_code_is_492_118?=")
          + "Content-Type: text/plain\n\nSee the subject line.\n")

    subject = "認証コード 552910".encode("utf-8")
    # Split inside a multibyte character, as careless senders do.
    first, second = subject[:4], subject[4:]
    encoded_subject = "=?UTF-8?B?" + base64.b64encode(first).decode() + "?=\n =?UTF-8?B?" + base64.b64encode(second).decode() + "?="
    write("subject-b-split.eml", head("subjb", encoded_subject) + "Content-Type: text/plain\n\n(no text)\n")

    text = "認証コードは 390712 です。\n有効期限は10分です。\n"
    jis_subject = "=?ISO-2022-JP?B?" + base64.b64encode("ログイン認証".encode("iso2022_jp")).decode() + "?="
    write("iso-2022-jp.eml", (head("jis", jis_subject) + "Content-Type: text/plain; charset=ISO-2022-JP\nContent-Transfer-Encoding: 7bit\n\n").encode() + text.encode("iso2022_jp"))

    charset_cases = [
        ("shift-jis.eml", "Shift_JIS", "8bit", "cp932", "確認コード：204816 を入力してください。①\n"),
        ("euc-jp.eml", "EUC-JP", "8bit", "euc_jp", "ワンタイムパスワード 771903\n"),
        ("euc-kr.eml", "EUC-KR", "base64", "cp949", "[Web발신] 인증번호 [620481]을 입력해주세요.\n"),
        ("gb2312.eml", "GB2312", "base64", "gb18030", "【某某】您的验证码是805316，5分钟内有效。𠀀\n"),
        ("gbk.eml", "gbk", "quoted-printable", "gbk", "校验码：318205，请勿泄露。\n"),
        ("gb18030.eml", "GB18030", "8bit", "gb18030", "动态码 559102 😀\n"),
        ("big5.eml", "Big5", "8bit", "big5", "您的驗證碼為 274650，請勿告知他人。\n"),
        ("koi8-r.eml", "KOI8-R", "8bit", "koi8_r", "Код подтверждения: 915374\n"),
        ("iso-8859-1.eml", "ISO-8859-1", "quoted-printable", "cp1252", "Ihr Bestätigungscode lautet 118822 – gültig für 5 Minuten.\n"),
        ("windows-1252.eml", "windows-1252", "8bit", "cp1252", "Votre code : “406279” — merci.\n"),
        ("iso-8859-15.eml", "ISO-8859-15", "8bit", "iso8859_15", "Code 662814 (0 €)\n"),
    ]
    for name, label, cte, codec, text in charset_cases:
        data = text.encode(codec)
        if cte == "base64":
            payload = b64(data).encode() + b"\n"
        elif cte == "quoted-printable":
            payload = quopri.encodestring(data)
        else:
            payload = data
        write(name, (head(name.split(".")[0]) + f"Content-Type: text/plain; charset=\"{label}\"\nContent-Transfer-Encoding: {cte}\n\n").encode() + payload)

    write("unknown-charset.eml", head("unknown") + "Content-Type: text/plain; charset=x-klingon-7\n\nYour code is 830012.\n")

    html = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Code 111111</title>
<style>.code { font-size: 32px } /* 222222 */</style>
<script>var x = "<td>333333</td>";</script>
</head>
<body>
<div style="display:none;font-size:1px;max-height:0;overflow:hidden">Order 999999 shipped &zwnj;&nbsp;&zwnj;&nbsp;&#8203;</div>
<!--[if mso]><table><tr><td>777777</td></tr></table><![endif]-->
<!-- tracking 555555 -->
<span hidden>444444</span>
<p>Hi&nbsp;there &amp; welcome&hellip;</p>
<p>Your verification code is:</p>
<div class="code">4&#8203;8&zwnj;1516</div>
<p style="opacity: 0">888888</p>
<p>&copy; 2024 Example&trade; &#150; &#x20AC;5 &lt;b&gt;</p>
</body></html>
"""
    write("html-only.eml", head("html") + "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
          + quopri.encodestring(html.encode()).decode())

    table = """<html><body>
<p>Enter this code:</p>
<table><tr>
  <td style="border:1px solid">4</td>
  <td style="border:1px solid">8</td>
  <td style="border:1px solid">1</td>
  <td style="border:1px solid">5</td>
  <td style="border:1px solid">1</td>
  <td style="border:1px solid">6</td>
</tr></table>
<p>Or this one:
<span class="d">2</span> <span class="d">7</span>
<span class="d">1</span> <span class="d">8</span></p>
<div style="display: inline-block">9</div><div style="display: inline-block">0</div><div style="display: inline-block">3</div><div style="display: inline-block">5</div>
<p>Page <a>1</a> <a>2</a></p>
</body></html>
"""
    write("html-table-digits.eml", head("table") + "Content-Type: text/html; charset=utf-8\n\n" + table)

    boundary = "alt-b1"
    write("alternative.eml", head("alt") + f'Content-Type: multipart/alternative; boundary="{boundary}"\n\n'
          f"This is a multi-part message in MIME format. 000000\n--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n"
          f"Plain code: 111222\n--{boundary}\nContent-Type: text/html; charset=utf-8\n\n<p>HTML code: <b>333444</b></p>\n--{boundary}--\nepilogue 999999\n")

    write("alternative-empty-plain.eml", head("altempty") + 'Content-Type: multipart/alternative;\n boundary="==b2=="\n\n'
          "--==b2==\nContent-Type: text/plain; charset=us-ascii\n\nView this e-mail in your browser.\n"
          "--==b2==\nContent-Type: text/html; charset=us-ascii\n\n<p>Your code: <strong>562873</strong></p>\n--==b2==--\n")

    inner = (f"From: Bank <otp@bank.example>\nSubject: =?UTF-8?Q?Code_f=C3=BCr_Anmeldung?=\nMIME-Version: 1.0\n"
             'Content-Type: multipart/alternative; boundary="inner"\n\n'
             "--inner\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
             "Ihr Code: 70=\n4412\n--inner\nContent-Type: text/html\n\n<p>Ihr Code: 704412</p>\n--inner--\n")
    pdf = b64(b"%PDF-1.4 invoice 123456 999999")
    write("nested-rfc822.eml", head("nested", "Fwd: Code für Anmeldung") + 'Content-Type: multipart/mixed; boundary="outer"\n\n'
          "--outer\nContent-Type: text/plain\n\nForwarding the message below.\n"
          "--outer\nContent-Type: message/rfc822\nContent-Disposition: inline\n\n" + inner +
          "--outer\nContent-Type: application/pdf; name=invoice.pdf\nContent-Disposition: attachment; filename=invoice.pdf\nContent-Transfer-Encoding: base64\n\n" + pdf + "\n"
          "--outer\nContent-Type: text/plain; name=notes.txt\nContent-Disposition: attachment; filename=notes.txt\n\nAttached number 424242\n"
          "--outer--\n")

    write("related-nested.eml", head("related") + 'Content-Type: multipart/mixed; boundary="m1"\n\n'
          '--m1\nContent-Type: multipart/related; boundary="r1"; type="multipart/alternative"\n\n'
          '--r1\nContent-Type: multipart/alternative; boundary*0="a1-"; boundary*1="part"\n\n'
          "--a1-part\nContent-Type: text/html; charset=utf-8\n\n<div>Sign-in code <b>905127</b></div>\n--a1-part--\n"
          "--r1\nContent-Type: image/png\nContent-ID: <logo>\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n--r1--\n--m1--\n")

    write("flowed.eml", head("flowed") + "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\n\n"
          "Use this one-time code to sign in: 48 \n1516  \nIt expires in 10 minutes.\n-- \nExample Team\n")

    write("truncated.eml", head("trunc") + 'Content-Type: multipart/alternative; boundary="tb"\n\n'
          "--tb\nContent-Type: text/plain; charset=utf-8\n\nYour code: 317509\n--tb\nContent-Type: text/html; charset=utf-8\n"
          "Content-Transfer-Encoding: base64\n\n" + b64(b"<p>Your code: 317509</p>" * 3)[:50])

    depth = 40
    nested = "Deep code 600613\n"
    for level in range(depth, 0, -1):
        nested = f'Content-Type: multipart/mixed; boundary="d{level}"\n\n--d{level}\n' + (nested if nested.startswith("Content-Type") else "Content-Type: text/plain\n\n" + nested) + f"\n--d{level}--\n"
    write("deep-nesting.eml", head("deep") + nested)

    write("no-boundary.eml", head("nob") + "Content-Type: multipart/mixed\n\nLoose text with code 246810\n")

    # mbox: mboxrd quoting, a body line starting "From " after a non-blank line, Thunderbird separator, a broken message.
    mbox = ("From alice@example.com Mon May  6 10:00:00 2024\n" + head("m1", "Login code") + "\nYour code is 100001.\n>From the team\n\n"
            "From bob@example.com Mon May  6 10:01:00 2024\n" + head("m2", "Hello") + "Content-Type: text/plain\nContent-Transfer-Encoding: base64\n\n"
            + b64(b"Code 200002") + "\n@@@@\n\n"
            "From - Mon May 06 10:02:00 2024\n" + head("m3", "=?UTF-8?Q?Code_300003?=") + "\nLine one\nFrom here on, text.\n>>From quoted twice\n\n"
            "From carol@example.com Mon May  6 10:03:00 2024\n" + head("m4") + "Content-Type: text/plain; charset=koi8-r\nContent-Transfer-Encoding: 8bit\n\n").encode() \
        + "Код 400004\n".encode("koi8_r")
    write("mailbox.mbox", mbox)

    write("Maildir/cur/1715000000.M1P1.host:2,S", head("md1", "Code A") + "\nYour code is 510001.\n")
    write("Maildir/cur/1715000100.M2P2.host:2,", head("md2") + "Content-Type: text/html\n\n<p>Code <b>510002</b></p>\n")
    write("Maildir/new/1715000200.M3P3.host", head("md3") + "\nYour code is 510003.\n")
    write("Maildir/new/.hidden-draft", head("mdx") + "\nDraft 999999.\n")
    write("Maildir/tmp/.keep", "")

    big = base64.b64encode(bytes(range(256)) * 120).decode()
    backup = f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on 06/05/2024 10:00:00-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="5" backup_set="3f1b" backup_date="1715000000000" type="full">
  <sms protocol="0" address="+15550100" date="1715000000000" type="1" subject="null" body="Your code is 123456.&#10;Don't share it &amp; stay safe." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="May 6, 2024 10:00:00 AM" contact_name="(Unknown)" />
  <sms protocol="0" address="Bank" date="1715000001000" type="1" subject="null" body="&lt;#&gt; 654321 is your code&#10;FA+9qCX9VSu" read="1" status="-1" />
  <mms date="1715000002000" ct_t="application/vnd.wap.multipart.related" msg_box="1" sub="null" address="+15550101">
    <parts>
      <part seq="-1" ct="application/smil" name="null" text='&lt;smil&gt;&lt;body&gt;&lt;par&gt;&lt;/par&gt;&lt;/body&gt;&lt;/smil&gt;' />
      <part seq="0" ct="image/jpeg" name="img.jpg" data="{big}" />
      <part seq="1" ct="text/plain" name="null" chset="106" text="Verification code:" />
      <part seq="2" ct="text/plain" name="null" chset="106" text="777888" />
    </parts>
    <addrs><addr address="+15550101" type="137" charset="106" /></addrs>
  </mms>
  <sms protocol="0" address="x" date="1715000003000" type="1" subject="null" body="null" read="1" status="-1" />
  <sms protocol="0" address="x" date="1715000004000" type="1" subject="null" body='Код: 246801 — «ok»' read="1" status="-1" />
</smses>
"""
    write("backup.xml", backup)

    write("signal-surrogates.xml", """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms address="+1555" body="&#55357;&#56838; Your Signal code: 314159 &#55357;&#56838;" type="1" />
  <sms address="+1555" body="lone &#55357; high and &#56838; low: 271828" type="1" />
</smses>
""")

    write("entity-bomb.xml", """<?xml version="1.0"?>
<!DOCTYPE smses [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
 <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<smses count="1">
  <sms address="+1555" body="&lol9; &xxe; code 161803" type="1" />
</smses>
""")

    write("truncated.xml", """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3">
  <sms address="+1555" body="First code 112233" type="1" />
  <sms address="+1555" body="Second code 445566" type="1" />
  <sms address="+1555" body="Third code 7788""")

    write("malformed.xml", """<?xml version='1.0' encoding='UTF-8'?>
<smses count="3">
  <sms address=+1555 body=Code:135790 type=1 />
  < stray less-than & ampersand
  <mms date="1" msg_box="1">
    <parts>
      <part ct="text/plain" text="MMS code 864209" />
  <sms address="+1555" body="After broken MMS: 192837" type="1" />
</smses>
""")


if __name__ == "__main__":
    main()
