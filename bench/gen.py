#!/usr/bin/env python3
"""Deterministic benchmark corpus for otpfill: SMS-like lines, 10 % carrying a one-time code.

    bench/gen.py OUT.txt [--bytes N] [--seed S] [--jsonl OUT.jsonl] [--mbox OUT.mbox [--mbox-bytes N]]

Writes N bytes (default 100,000,000) of lines, one message per line. About 10 % of the lines
carry a 4-8 digit code in one of several languages and scripts (English, Spanish, German,
Portuguese, French, Russian, Chinese, Japanese, Korean, Arabic with Arabic-Indic digits,
Hindi, Turkish, Google's G- prefix, origin-bound lines); the rest is noise full of numbers
(orders, amounts, dates, times, IPs, phone numbers, card endings, bank SMS, promo codes,
tracking numbers) and plain chat. The same seed always gives the same bytes.

--mbox also writes a mailbox (default 20,000,000 bytes) of plain-text e-mails, each wrapping
one such message (code in the Subject for some) in headers and a few paragraphs of filler.
"""
import json
import random
import sys

ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
BRANDS = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark", "Wayne", "Tailspin", "Contoso", "Fabrikam"]
NAMES = ["Anna", "Ben", "Chloé", "Dmitri", "Eva", "Farid", "Gita", "Hiro", "Ines", "Jae"]


def code(rng):
    return "".join(rng.choice("0123456789") for _ in range(rng.choice([4, 6, 6, 6, 6, 8, 5, 7])))


def code_line(rng):
    c = code(rng)
    b = rng.choice(BRANDS)
    t = rng.randrange(16)
    if t == 0: return f"Your {b} verification code is {c}. Do not share it with anyone."
    if t == 1: return f"{c} is your {b} login code. It expires in 10 minutes."
    if t == 2: return f"[{b}] Tu código de verificación es {c}. No lo compartas."
    if t == 3: return f"【{b}】您的验证码是{c}，5分钟内有效，请勿泄露给他人。"
    if t == 4: return f"Ihr {b} Bestätigungscode lautet {c}. Gültig für 10 Minuten."
    if t == 5: return f"Код подтверждения {b}: {c}. Никому не сообщайте его."
    if t == 6: return f"【{b}】認証コード：{c}。有効期限は10分です。"
    if t == 7: return f"[{b}] 인증번호 [{c}]를 입력해 주세요."
    if t == 8: return f"رمز التحقق الخاص بك هو {c.translate(ARABIC)} من {b}"
    if t == 9: return f"G-{c} is your Google verification code."
    if t == 10: return f"Seu código {b} é {c}. Não compartilhe."
    if t == 11: return f"Votre code de vérification {b} : {c}"
    if t == 12: return f"{b} OTP: {c} (valid 5 min). Never share your OTP."
    if t == 13: return f"आपका {b} ओटीपी {c} है। इसे किसी के साथ साझा न करें।"
    if t == 14: return f"{b} doğrulama kodunuz: {c}"
    return f"Your {b} code is {c} @{b.lower()}.example #{c}"


def noise_line(rng):
    b = rng.choice(BRANDS)
    n = rng.choice(NAMES)
    t = rng.randrange(20)
    r = rng.randrange
    if t == 0: return f"Your {b} order #{r(10**7, 10**8)} has shipped and will arrive on {r(1, 29):02d}/{r(1, 13):02d}/2026."
    if t == 1: return f"{b}: a payment of ${r(1, 9999)}.{r(100):02d} was made with your card ending in {r(1000, 10000)}."
    if t == 2: return f"Meeting moved to {r(1, 13)}:{r(60):02d} tomorrow, room {r(100, 999)}. Call me at +1 {r(200, 999)}-{r(200, 999)}-{r(1000, 10000)}."
    if t == 3: return f"Server {r(256)}.{r(256)}.{r(256)}.{r(256)} restarted at {r(24):02d}:{r(60):02d}:{r(60):02d}, uptime {r(100000)} s."
    if t == 4: return f"【{b}银行】您尾号{r(1000, 10000)}的账户于{r(1, 13)}月{r(1, 29)}日{r(24):02d}:{r(60):02d}支出人民币{r(10, 99999)}.{r(100):02d}元，余额{r(1000, 999999)}.{r(100):02d}元。"
    if t == 5: return f"Use promo code SAVE{r(10, 99)} to get {r(5, 60)}% off your next {b} order. Unsubscribe: reply STOP"
    if t == 6: return f"Reminder: the dress code for Saturday's gala is black tie. Doors open at {r(5, 9)}pm, table {r(1, 40)}."
    if t == 7: return f"Tracking number {r(10**11, 10**12)} for parcel {r(10**5, 10**6)}: out for delivery, {r(2, 30)} stops away."
    if t == 8: return f"Hi {n}, are we still on for dinner tonight? I booked a table for {r(2, 8)} at the new place on {r(1, 200)}th street."
    if t == 9: return f"{n}: ok see you soon, running {r(5, 25)} min late, traffic on the A{r(1, 99)} is terrible"
    if t == 10: return f"Your {b} invoice INV-{r(10**5, 10**6)} for EUR {r(10, 5000)},{r(100):02d} is due on 2026-{r(1, 13):02d}-{r(1, 29):02d}."
    if t == 11: return f"Flight {b[:2].upper()}{r(100, 9999)} to Lisbon departs {r(1, 29)} Nov {r(24):02d}:{r(60):02d} from gate B{r(1, 60)}, seat {r(1, 40)}{rng.choice('ABCDEF')}."
    if t == 12: return f"The Tailspin toys team thanks you! Your reward balance is {r(100, 99999)} points, worth ${r(1, 500)}."
    if t == 13: return f"Happy birthday {n}! Hope you have a wonderful day and a great year ahead."
    if t == 14: return f"Ваш заказ №{r(10**6, 10**7)} на сумму {r(100, 99999)} руб. передан в доставку {r(1, 29)}.{r(1, 13):02d}.2026."
    if t == 15: return f"{b} Weekly: {r(3, 40)} new articles, {r(1, 9)} events near you and a {r(10, 70)}% discount code inside."
    if t == 16: return f"Your {b} appointment is confirmed for {r(1, 29)}.{r(1, 13)}. at {r(8, 18)}:{rng.choice(['00', '15', '30', '45'])}. Reply C to cancel."
    if t == 17: return f"Can you pick up milk and bread on the way home? Also the kids need to be at practice by six."
    if t == 18: return f"{b}: two-factor authentication was turned on for your account. If this wasn't you, contact support."
    return f"Your {b} data plan: {r(1, 50)}.{r(10)} GB of {rng.choice([20, 50, 100])} GB used, renews on {r(1, 29)} Dec. Ref {r(10**7, 10**8)}."


FILLER = [
    "If you did not request this, you can ignore this e-mail. Someone may have typed your address by mistake.",
    "This message was sent to you because you have an account with us. Questions? Visit our help centre at https://help.example.com/faq or call 1-800-555-0199.",
    "Our offices are closed on 24 and 25 December. Opening hours: Mon-Fri 09:00-17:30, Sat 10:00-14:00.",
    "Manage your notification preferences in Settings > Notifications. You are receiving this because you signed up on 2024-03-17.",
    "(c) 2026 Example Corp., 1600 Example Parkway, Springfield, IL 62704, USA. All rights reserved.",
]


def write_mbox(path, size, rng):
    written = count = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        while written < size:
            is_code = rng.random() < 0.10
            body = code_line(rng) if is_code else noise_line(rng)
            brand = rng.choice(BRANDS)
            subject = f"Your {brand} verification code" if is_code else rng.choice(
                [f"{brand} newsletter #{rng.randrange(100, 999)}", f"Your {brand} order update", "Re: dinner on Saturday", f"{brand} invoice"])
            if is_code and rng.random() < 0.3:
                subject = body[:60]
            paragraphs = [body] + rng.sample(FILLER, rng.randrange(1, 4))
            mail = (f"From noreply@{brand.lower()}.example Sat Nov 22 10:{count % 60:02d}:00 2026\n"
                    f"From: {brand} <noreply@{brand.lower()}.example>\n"
                    f"To: user{count % 1000}@example.org\n"
                    f"Subject: {subject}\n"
                    f"Date: Sat, 22 Nov 2026 10:{count % 60:02d}:00 +0000\n"
                    f"Message-ID: <{count}.{rng.randrange(10**9)}@{brand.lower()}.example>\n"
                    "MIME-Version: 1.0\n"
                    "Content-Type: text/plain; charset=utf-8\n"
                    "Content-Transfer-Encoding: 8bit\n\n"
                    + "\n\n".join(p.replace("\nFrom ", "\n>From ") for p in paragraphs) + "\n\n")
            f.write(mail)
            written += len(mail.encode("utf-8"))
            count += 1
    print(f"{path}: {written} bytes, {count} e-mails", file=sys.stderr)


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    out, size, seed, jsonl, mbox, mbox_size = args[0], 100_000_000, 20261122, None, None, 20_000_000
    i = 1
    while i < len(args):
        if args[i] == "--bytes": size = int(args[i + 1])
        elif args[i] == "--seed": seed = int(args[i + 1])
        elif args[i] == "--jsonl": jsonl = args[i + 1]
        elif args[i] == "--mbox": mbox = args[i + 1]
        elif args[i] == "--mbox-bytes": mbox_size = int(args[i + 1])
        else: sys.exit(f"unknown option {args[i]}")
        i += 2
    rng = random.Random(seed)
    written = lines = codes = 0
    js = open(jsonl, "w", encoding="utf-8", newline="\n") if jsonl else None
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        buf = []
        while written < size:
            if rng.random() < 0.10:
                line = code_line(rng)
                codes += 1
            else:
                line = noise_line(rng)
            data = line + "\n"
            buf.append(data)
            if js:
                js.write(json.dumps({"id": lines + 1, "text": line}, ensure_ascii=False) + "\n")
            written += len(data.encode("utf-8"))
            lines += 1
            if len(buf) >= 10000:
                f.write("".join(buf))
                buf = []
        f.write("".join(buf))
    if js:
        js.close()
    if mbox:
        write_mbox(mbox, mbox_size, random.Random(seed + 1))
    print(f"{out}: {written} bytes, {lines} lines, {codes} with a code ({100.0 * codes / lines:.1f} %)", file=sys.stderr)


if __name__ == "__main__":
    main()
