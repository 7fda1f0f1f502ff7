/// The rules otpfill ships with, written in the ``RuleParser`` format so they read as data and
/// a user's `--rules` file looks the same.
///
/// Keyword weights: about 2 for words that only announce one-time codes ("verification code",
/// 验证码), 1.5 for generic ones ("code", "PIN"), 1.1 for verbs ("verify", "log in"). A candidate
/// needs a score of at least ``Ranker/acceptanceThreshold`` to be taken.
public enum BuiltinRules {
    /// `(?<![\p{L}\p{M}])` and `(?![\p{L}\p{M}])`, spelled out in each pattern, keep "vscode",
    /// "barcode" and "unicode" from counting as the keyword "code".
    public static let text = #"""
# kind     lang   name                 weight  pattern
# ---- keywords -------------------------------------------------------------------------------
keyword    en     en.strong            2.2     (?i)(?<![\p{L}\p{M}])(?:(?:verification|verify|security|confirmation|confirm|log-?in|log\s?in|sign-?in|sign\s?in|access|authentication|authenticate|auth|authori[sz]ation|one[-\s]?time|2fa|2-step|two[-\s]?(?:factor|step)|activation|validation|otp|sms|temporary|single[-\s]use|recovery|mfa|identity|secure|approval)\s?(?:pass)?(?:code|pin|number|token|key)s?|passcode|one[-\s]?time\s?pass(?:word|code)?|otp|2fa|(?-i:m?TAN))(?![\p{L}\p{M}])
keyword    en     en.code              1.6     (?i)(?<![\p{L}\p{M}])(?:code|pin|password|token)s?(?![\p{L}\p{M}])
keyword    en     en.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verify|verification|log\s?in|sign\s?in|authenticate|authentication|confirm)(?![\p{L}\p{M}])
keyword    es     es.code              1.8     (?i)(?<![\p{L}\p{M}])(?:c[oó]digo|clave|contrase[ñn]a)(?:\s+de\s+(?:verificaci[oó]n|seguridad|acceso|confirmaci[oó]n|activaci[oó]n|un\s+solo\s+uso))?(?![\p{L}\p{M}])
keyword    pt     pt.code              1.8     (?i)(?<![\p{L}\p{M}])(?:c[oó]digo|senha|token)(?:\s+de\s+(?:verifica[cç][aã]o|seguran[cç]a|acesso|confirma[cç][aã]o|ativa[cç][aã]o|autentica[cç][aã]o))?(?![\p{L}\p{M}])
keyword    de     de.code              2.0     (?i)(?<![\p{L}\p{M}])(?:best[äa]tigungs-?code|sicherheits-?code|verifizierungs-?code|anmelde-?code|einmal-?code|einmalpasswort|einmalkennwort|zugangs-?code|freischalt-?code|login-?code|pr[üu]f-?code|aktivierungs-?code)(?![\p{L}\p{M}])
keyword    fr     fr.code              1.8     (?i)(?<![\p{L}\p{M}])(?:code\s+(?:de\s+)?(?:v[ée]rification|confirmation|s[ée]curit[ée]|validation|connexion|d'acc[èe]s|unique|temporaire)|mot\s+de\s+passe\s+(?:[àa]\s+usage\s+unique|temporaire))(?![\p{L}\p{M}])
keyword    it     it.code              1.8     (?i)(?<![\p{L}\p{M}])(?:codice(?:\s+(?:di\s+)?(?:verifica|sicurezza|conferma|accesso|attivazione|OTP|monouso))?|password\s+(?:temporanea|monouso))(?![\p{L}\p{M}])
keyword    nl     nl.code              1.8     (?i)(?<![\p{L}\p{M}])(?:verificatiecode|beveiligingscode|inlogcode|bevestigingscode|toegangscode|controlecode|activatiecode|sms-code|eenmalige\s+code)(?![\p{L}\p{M}])
keyword    pl     pl.code              1.8     (?i)(?<![\p{L}\p{M}])(?:kod(?:u|em|zie)?(?:\s+(?:weryfikacyjny|sms|jednorazowy|autoryzacyjny|potwierdzaj[ąa]cy|dost[ęe]pu|bezpiecze[ńn]stwa|logowania))?|has[łl]o\s+jednorazowe)(?![\p{L}\p{M}])
keyword    sv     sv.code              1.8     (?i)(?<![\p{L}\p{M}])(?:eng[åa]ngskod|verifieringskod|s[äa]kerhetskod|inloggningskod|bekr[äa]ftelsekod|aktiveringskod|kod)(?:en)?(?![\p{L}\p{M}])
keyword    tr     tr.code              1.8     (?i)(?<![\p{L}\p{M}])(?:(?:do[ğg]rulama|onay|g[üu]venlik|giri[şs]|tek\s+kullan[ıi]ml[ıi]k)\s+(?:kodu|kodunuz|[şs]ifre|[şs]ifreniz|[şs]ifresi)|kod(?:u|unuz|un|unu)?|[şs]ifre(?:niz|si)?)(?![\p{L}\p{M}])
keyword    id     id.code              1.8     (?i)(?<![\p{L}\p{M}])kode(?:\s+(?:verifikasi|OTP|keamanan|akses|konfirmasi|aktivasi|rahasia))?(?![\p{L}\p{M}])
keyword    vi     vi.code              1.8     (?i)(?<![\p{L}\p{M}])(?:m[ãa](?:\s+(?:x[áa]c\s+(?:th[ựu]c|minh|nh[ậa]n)|OTP|b[ảa]o\s+m[ậa]t|k[íi]ch\s+ho[ạa]t|đăng\s+nh[ậa]p))?)(?![\p{L}\p{M}])
keyword    zh     zh.code              2.2     (?:验证码|校验码|动态码|动态密码|确认码|安全码|认证码|短信码|激活码|登录码|验证代码|一次性密码|口令)
keyword    zh-TW  zh-TW.code           2.2     (?:驗證碼|認證碼|確認碼|安全碼|動態密碼|一次性密碼|簡訊密碼|校驗碼|驗證代碼|登入碼)
keyword    ja     ja.code              2.2     (?:認証コード|確認コード|ワンタイムパスワード|ワンタイムコード|認証番号|確認番号|承認番号|パスコード|セキュリティコード|ログインコード|検証コード|認証キー)
keyword    ja     ja.generic           1.5     (?:コード|パスワード)
keyword    ko     ko.code              2.2     (?:인증\s?번호|인증\s?코드|보안\s?코드|확인\s?코드|승인\s?번호|일회용\s?비밀번호|인증\s?문자|본인확인\s?번호)
keyword    ru     ru.code              1.8     (?i)(?<![\p{L}\p{M}])(?:код(?:а|ом|у)?(?:\s+(?:подтверждения|доступа|проверки|для\s+входа|входа|безопасности))?|одноразовый\s+пароль|пароль|проверочный\s+код)(?![\p{L}\p{M}])
keyword    uk     uk.code              1.8     (?i)(?<![\p{L}\p{M}])(?:код(?:у|ом)?(?:\s+(?:підтвердження|доступу|перевірки|для\s+входу|входу|безпеки))?|одноразовий\s+пароль|пароль)(?![\p{L}\p{M}])
keyword    ar     ar.code              1.8     (?<![\p{L}\p{M}])(?:ال)?(?:رمز|كود|كلمة\s+المرور|الرقم\s+السري)(?:\s+(?:التحقق|التفعيل|الدخول|التأكيد|المؤقت))?(?![\p{L}\p{M}])
keyword    fa     fa.code              1.8     (?<![\p{L}\p{M}])(?:کد|رمز)(?:\s*(?:تایید|تأیید|ورود|یکبار\s*مصرف|پویا|عبور|فعال\s*سازی|امنیتی))?(?![\p{L}\p{M}])
keyword    he     he.code              1.8     (?<![\p{L}\p{M}])[הבלוש]?(?:קוד|סיסמה|סיסמא)(?:\s+(?:אימות|כניסה|חד[-\s]פעמי|האימות|הכניסה))?(?![\p{L}\p{M}])
keyword    hi     hi.code              1.8     (?:कोड|ओटीपी|सत्यापन\s+कोड|पासवर्ड|पिन)
keyword    th     th.code              1.8     (?:รหัส(?:ยืนยัน|ผ่าน|OTP|\s?OTP)?|โอทีพี)
keyword    el     el.code              1.8     (?i)(?<![\p{L}\p{M}])(?:κωδικ(?:ός|ό|ού|ος|ο|ου)|κωδ\.)(?:\s+(?:επιβεβαίωσης|επαλήθευσης|ασφαλείας|πρόσβασης|μιας\s+χρήσης))?(?![\p{L}\p{M}])
keyword    bn     bn.code              1.8     (?:কোড|ওটিপি|পাসওয়ার্ড|পিন)
# ---- code rules ------------------------------------------------------------------------------
code       any    google.g-prefix      3.0     (?<![A-Za-z0-9])G-(?<code>[0-9]{4,8})(?![0-9])
code       en     en.letters-after-code 1.2    (?i:code|passcode)(?:\s+is)?\s*[:：]\s*(?<code>[A-Z]{4,8})(?![A-Za-z0-9])
# ---- negative contexts -----------------------------------------------------------------------
negative   any    code.words           0       (?i)(?<![\p{L}\p{M}])(?:qr|bar|zip|area|postal|post|country|dress|source|error|status|region|product|item|colou?r|swift|sort|bank|ifsc|tax|hs|airport|promo|promotional|discount|coupon|referral|invite|invitation|gift|voucher|booking|tracking|reference|order|reservation|confirmation\s+number)[\s-]?codes?(?![\p{L}\p{M}])
negative   any    promo                -4      (?i)(?<![\p{L}\p{M}])(?:promo(?:tion(?:al)?)?|discount|coupon|voucher|gift|referral|invite|redeem|cupom|cup[oó]n|descuento|gutschein|rabatt(?:code)?|r[ée]duction|sconto|kortingscode|rabatowy|indirim|kupon|gi[ảa]m\s+gi[áa]|优惠码|優惠碼|折扣码|兑换码|クーポン|쿠폰|промокод|промо-?код|купон|كوبون|تخفیف|קופון|कूपन)(?:\s*(?:code|kod|kode|c[oó]digo|codice|код|коду))?\s*[:：]?\s*(?<code>[A-Za-z0-9\-]{3,})
negative   any    phone.intl           -6      (?<![\p{L}\p{N}])\+\s?(?<code>\d[\d\s().\-]{6,}\d)
negative   any    phone.nanp           -6      (?<!\d)(?<code>(?:1[\s.\-])?\(?\d{3}\)?[\s.\-]\d{3}[\s.\-]\d{4})(?!\d)
negative   any    phone.context        -5      (?i)(?<![\p{L}\p{M}])(?:call|phone|tel|telephone|hotline|whatsapp|contact|helpline|service|fax|mobile|cell|número|telefone|telefon|téléphone|telefono|телефон|电话|電話|客服|전화|هاتف|تلفن|טלפון|फ़ोन|โทร)\.?\s*(?:us\s*)?(?:at|on|no\.?|number|nr\.?)?\s*[:：]?\s*(?<code>\+?[\d(][\d\s().\-]{6,}\d)
negative   any    date.numeric         -5      (?<!\d)(?<code>\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4})(?!\d)
negative   any    date.cjk             -5      (?<code>\d{2,4})\s*年
negative   any    time                 -5      (?<!\d)(?<code>\d{1,2}[:h]\d{2}(?::\d{2})?)(?!\d)
negative   any    ip                   -8      (?<!\d)(?<code>\d{1,3}(?:\.\d{1,3}){3})(?!\d)
negative   any    url                  -8      (?i)(?<code>(?:https?://|www\.)[^\s<>"'）)]+)
negative   any    email.address        -8      (?<code>[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)
negative   any    domain               -8      (?i)(?<![\w.])(?<code>[\w\-]+(?:\.[\w\-]+)*\.(?:com|net|org|io|co|de|uk|ru|cn|jp|br|in|app|dev|me|info|biz|fr|es|it|nl|pl|tr|id|vn|kr|ir|il|gov|edu)(?:/\S*)?)(?![\w])
negative   any    amount.prefix        -6      (?i)(?:[$€£¥₹₩₽₺₫฿₪₦₱]|R\$|(?<![\p{L}])(?:rp|rs|inr|usd|eur|gbp|jpy|cny|rmb|krw|rub|try|vnd|idr|brl|mxn|aed|sar|irr|hkd|sgd|aud|cad|chf|pln|sek|thb|egp|kwd|qar)\.?)\s?(?<code>\d[\d,.\s\x{A0}]*\d|\d)
negative   any    amount.suffix        -6      (?i)(?<code>\d[\d,.\x{A0}]*\d|\d)\s?(?:[$€£¥₹₩₽₺₫฿₪]|usd|eur|gbp|jpy|cny|rmb|krw|rub|try|tl|vnd|idr|brl|aed|sar|irr|pln|zł|z[łl]otych|sek|kr|руб|рублей|грн|元|円|원|ريال|ریال|تومان|درهم|đ|đồng|dong|บาท|টাকা|₸|lira|euros?|dollars?|reais)(?![\p{L}])
negative   any    amount.context       -4      (?i)(?<![\p{L}\p{M}])(?:amount|total|sum|price|balance|valor|importe|montant|betrag|importo|kwota|tutar|сумма|сумму|сумму|مبلغ|金额|金額|금액|ยอด|ποσό|राशि|পরিমাণ|saldo|bedrag|belopp)\D{0,15}?(?<code>\d[\d,.]*\d)
negative   any    card.ending          -6      (?i)(?:ending(?:\s+(?:in|with))?|ends?\s+(?:in|with)|last\s+(?:4|four)(?:\s+digits)?|terminad[ao]\s+em|terminad[ao]\s+en|terminando\s+em|final(?:izado)?\s+(?:em|en)?|endet\s+auf|endend\s+auf|se\s+terminant\s+par|finissant\s+par|che\s+termina\s+con|eindigend\s+op|eindigt\s+op|ko[ńn]cz[ąa]c\w*\s+si[ęe]\s+na|biten|berakhiran|đuôi|尾号|尾號|末尾|下4桁|끝자리|оканчивающ\w*\s+на|заканчивающ\w*\s+на|закінчується\s+на|المنتهية\s+ب|منتهی\s+به|המסתיים\s+ב|समाप्त\s+होने\s+वाले|ลงท้ายด้วย)\D{0,12}?(?<code>\p{Nd}{4})(?!\p{Nd})
negative   any    masked.digits        -6      (?:(?<![xX*•·])[xX*•·]{2,}+|(?<!\.)\.{3,}+)[\s\-]?(?<code>\p{Nd}{3,6})(?!\p{Nd})
negative   any    reference            -3.5    (?i)(?<![\p{L}\p{M}])(?:order|tracking|track|invoice|ticket|booking|reservation|reference|ref|transaction|txn|trx|case|account|acct|a/c|membership|member|customer|policy|claim|flight|pnr|parcel|shipment|consignment|waybill|receipt|serial|pedido|encomenda|bestellung|sendung|sendungsnummer|rechnung|commande|facture|ordine|fattura|bestelling|factuur|zam[óo]wienie|faktura|sipari[şs]|fatura|pesanan|tagihan|đơn\s+hàng|订单|訂單|运单|單號|单号|注文|주문|заказ|счёт|счет|замовлення|طلب|سفارش|הזמנה|ऑर्डर|คำสั่งซื้อ|παραγγελία|অর্ডার)(?:\s*(?:number|no\.?|nr\.?|num\.?|id|#|n[º°o]\.?|número|nummer|numéro|numero|номер|번호|号|號|番号))?\s*[:：#]?\s*(?<code>[A-Z0-9\p{Nd}][A-Z0-9\p{Nd}\-]{3,})
negative   any    zip                  -4      (?i)(?:zip|postal|post)\s?(?:code)?\s*[:：]?\s*(?<code>\d{4,6}(?:-\d{4})?)
# ---- message-wide context --------------------------------------------------------------------
context    any    marketing            -0.6    (?i)(?<![\p{L}\p{M}])(?:unsubscribe|% off|sale|deal|discount|promo|coupon|cashback|free\s+shipping)(?![\p{L}\p{M}])
"""#
}
