/// The rules otpfill ships with, written in the ``RuleParser`` format so they read as data and
/// a user's `--rules` file looks the same.
///
/// Keyword weights: about 2 for words that only announce one-time codes ("verification code",
/// 验证码), 1.5 for generic ones ("code", "PIN"), 1.1 for verbs ("verify", "log in"). A candidate
/// needs a score of at least ``Ranker/acceptanceThreshold`` to be taken. Long multilingual word
/// lists go on over `+ ` continuation lines, a few languages a line; a list two rules share is
/// written once, as a `define`.
public enum BuiltinRules {
    /// `(?<![\p{L}\p{M}])` and `(?![\p{L}\p{M}])`, spelled out in each pattern, keep "vscode",
    /// "barcode" and "unicode" from counting as the keyword "code".
    public static let text = #"""
# kind     lang   name                 weight  pattern
#
# Keywords: about 2 for words that only announce one-time codes, 1.5-1.8 for generic ones
# ("code", "PIN", "kod"), 1.1 for verbs ("verify", "bevestigen"). Negative rules take the
# code-shaped text in their `code` group out of the running and hide keywords they contain;
# boost rules point at the code ("is 481516"); context rules weigh the whole message. A negative
# rule of the families that say what a number is (reference, pnr, booking, ticket, identifier, id,
# promo, voucher, barcode, account, iban, pan, cnic: the name up to its first dot; see
# Ranker.identifyingFamilies) penalizes every other occurrence of the number it names as well.
# The `.pickup` keywords name the codes parcel lockers, couriers and riders send (取件码, Abholcode,
# kod odbioru): the user types them at the locker or shows them once, so they are one-time codes.
#
# ---- keywords: English -----------------------------------------------------------------------
keyword    en     en.strong            2.2     (?i)(?<![\p{L}\p{M}])(?:(?:verification|verify|security|confirmation
                                             + |confirm|log-?in|log\s?in|sign-?in|sign\s?in|access|authentication
                                             + |authenticate|auth|authori[sz]ation|one[-\s]?time|2fa|2-step
                                             + |two[-\s]?(?:factor|step)|activation|validation|otp|sms|temporary
                                             + |single[-\s]use|recovery|mfa|identity|secure|approval)\s?(?:pass)?(?:code
                                             + |pin|number|token|key)s?|passcode|netcode|one[-\s]?time\s?pass(?:word
                                             + |code)?|otp|2fa|(?-i:(?:m|i|e|mobile|push|sms|SMS|chip|photo|app)?-?TAN))(?![\p{L}\p{M}])
keyword    en     en.code              1.6     (?i)(?<![\p{L}\p{M}])(?:codes?|pin|passwords?|tokens?|captcha)(?![\p{L}\p{M}])
# India's income-tax e-verification code (EVC), ten letters and digits: "EVC है: K7QP2M9XD4".
keyword    en     en.evc               2.2     (?<![\p{L}\p{M}])(?:EVC|ई-?सत्यापन\s+कोड)(?![\p{L}\p{M}])
keyword    en     en.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:pick-?\s?up|collection|locker|unlock|release
                                             + |retrieval|delivery)\s?(?:codes?|pins?)(?![\p{L}\p{M}])
keyword    en     en.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verify|verification|log(?:ging)?[-\s]?in
                                             + |sign(?:ing)?[-\s]?in|authenticate|authentication|confirm
                                             + |confirmation)(?![\p{L}\p{M}])
# ---- keywords: other Latin-script languages ---------------------------------------------------
# Tagalog's verbs for confirming, beside the English ones Filipino messages use ("Gamitin ang
# 31850276 para kumpirmahin ang withdrawal").
keyword    tl     tl.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:kumpirmahin|beripikahin|patunayan)(?![\p{L}\p{M}])
keyword    es     es.code              1.8     (?i)(?<![\p{L}\p{M}])(?:(?:c[oó]digo|clave|contrase[ñn]a)(?:\s+de\s+(?:verificaci[oó]n
                                             + |seguridad|acceso|confirmaci[oó]n|activaci[oó]n|autorizaci[oó]n|autenticaci[oó]n(?:\s+de\s+un\s+solo\s+uso)?|un\s+solo\s+uso))?|nip\s+din[aá]mico)(?![\p{L}\p{M}])
keyword    es     es.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:c[oó]digo|clave|pin)\s+(?:(?:de\s+)?(?:recogida|retiro|entrega
                                             + |desbloqueo|apertura|taquilla|casillero|locker)|para\s+(?:recoger|retirar|abrir|desbloquear)(?:(?:\s+(?:tu|su|el|la|los|las))*\s+(?:paquete|pedido
                                             + |env[íi]o|compra)s?)?)(?![\p{L}\p{M}])
# Mexico's "NIP" (PIN) for moving a number to another carrier ("Tu NIP de portabilidad es 6158"):
# a one-time PIN; a bare "NIP" is also a card's PIN and Poland's tax number.
keyword    es     es.nip               1.8     (?i)(?<![\p{L}\p{M}])nip\s+de\s+portabilidad(?![\p{L}\p{M}])
keyword    es     es.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verificar|confirmar|iniciar\s+sesi[oó]n|acceder)(?![\p{L}\p{M}])
# A temporary access key is a code ("Chave de acesso temporária: 4407219836"); an invoice's
# "chave de acesso" (44 digits) is not.
keyword    pt     pt.code              1.8     (?i)(?<![\p{L}\p{M}])(?:chave\s+de\s+seguran[cç]a|chave\s+de\s+acesso\s+tempor[aá]ria|c[oó]digo|senha|token)(?:\s+de\s+(?:verifica[cç][aã]o
                                             + |seguran[cç]a|acesso|confirma[cç][aã]o|ativa[cç][aã]o|autentica[cç][aã]o|autoriza[cç][aã]o|uso\s+[úu]nico))?(?![\p{L}\p{M}])
keyword    pt     pt.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:c[oó]digo|senha|pin)\s+(?:(?:de\s+|d[oa]\s+)?(?:retirada
                                             + |levantamento|recolha|desbloqueio|abertura|entrega|cacifo|arm[aá]rio|locker)|para\s+(?:levantar|retirar|recolher
                                             + |abrir|desbloquear)(?:(?:\s+(?:a|o|as|os|sua|seu|suas|seus))*\s+(?:encomenda|pacote|compra|entrega)s?)?)(?![\p{L}\p{M}])
keyword    pt     pt.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verificar|confirmar|acessar|entrar)(?![\p{L}\p{M}])
keyword    de     de.code              2.0     (?i)(?<![\p{L}\p{M}])(?:best[äa]tigungs-?code|sicherheits-?code
                                             + |verifizierungs-?code|anmelde-?code|einmal-?code|einmal-?pin|einmalpasswort
                                             + |einmalkennwort|zugangs-?code|freischalt-?code|login-?code
                                             + |pr[üu]f-?code|aktivierungs-?code|steam-?guard-?code)(?![\p{L}\p{M}])
# "Passwort" and "Kennwort" alone, as English "password" (en.code), when a colon or "lautet" soon
# hands over what it names ("Ihr Kennwort für MeinVodafone: 9KT4RW"): not a router's password
# after its model ("WLAN: FRITZ!Box 7590 XY, Passwort 8411…"), which would name the model.
keyword    de     de.password          1.6     (?i)(?<![\p{L}\p{M}])(?:passwort|kennwort)(?![\p{L}\p{M}])(?=[^.\n:：]{0,30}?(?:[:：]|\slautet\s))
keyword    de     de.compound          1.6     (?i)(?<![\p{L}\p{M}])\p{L}{4,}-?(?:code|kod|kode)(?:en|n)?(?![\p{L}\p{M}])
keyword    de     de.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:abhol|öffnungs|oeffnungs|entsperr|entriegelungs
                                             + |packstations?|paketkasten|paketbox|schließfach|schliessfach)-?(?:code|pin)(?![\p{L}\p{M}])
keyword    de     de.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:best[äa]tigen|verifizieren|anmelden|anzumelden|einloggen|einzuloggen)(?![\p{L}\p{M}])
keyword    fr     fr.code              1.8     (?i)(?<![\p{L}\p{M}])(?:code\s+(?:de\s+)?(?:v[ée]rification
                                             + |confirmation|s[ée]curit[ée]|validation|connexion|d'acc[èe]s|d['’]authentification(?:\s+unique)?
                                             + |unique|temporaire)|code\s+[àa]\s+usage\s+unique|mot\s+de\s+passe\s+(?:[àa]\s+usage\s+unique
                                             + |temporaire)|cl[ée]\s+(?:de\s+)?(?:s[ée]curit[ée]|v[ée]rification|connexion|d['’]acc[èe]s
                                             + |unique|temporaire))(?![\p{L}\p{M}])
keyword    fr     fr.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:code|pin)\s+(?:(?:de\s+|d['’]\s?)?(?:retrait
                                             + |r[ée]cup[ée]ration|livraison|d[ée]verrouillage|ouverture|consigne|casier|collecte)|pour\s+(?:retirer|r[ée]cup[ée]rer
                                             + |ouvrir|d[ée]verrouiller)(?:(?:\s+(?:votre|ton|ta|vos|tes|le|la|les))*\s+(?:colis|commande|paquet)s?)?)(?![\p{L}\p{M}])
keyword    fr     fr.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:v[ée]rifier|confirmer|valider|connecter|authentification\s+(?:multifacteur|[àa]\s+deux\s+facteurs|forte))(?![\p{L}\p{M}])
keyword    it     it.code              1.8     (?i)(?<![\p{L}\p{M}])(?:codice(?:\s+(?:di\s+)?(?:verifica
                                             + |sicurezza|conferma|accesso|attivazione|autenticazione|OTP|monouso))?|password\s+(?:temporanea
                                             + |monouso))(?![\p{L}\p{M}])
keyword    it     it.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:codice|pin)\s+(?:(?:di\s+|del\s+|per\s+(?:il\s+)?)?(?:ritiro
                                             + |sblocco|apertura|consegna|locker|armadietto)|per\s+(?:ritirare|aprire|sbloccare)(?:(?:\s+(?:il|la|i|le|tuo|tua|suo|sua))*\s+(?:pacc[oh]i?
                                             + |ordine|ordini|spedizion[ei]))?)(?![\p{L}\p{M}])
keyword    it     it.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verificare|confermare|accedere)(?![\p{L}\p{M}])
keyword    nl     nl.code              1.8     (?i)(?<![\p{L}\p{M}])(?:verificatiecode|beveiligingscode
                                             + |inlogcode|bevestigingscode|toegangscode|controlecode|activatiecode
                                             + |sms-code|eenmalige\s+(?:code|pincode)|responscode|ondertekencode|ondertekeningscode)(?![\p{L}\p{M}])
keyword    nl     nl.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:afhaal|ophaal|ontgrendel(?:ings)?|openings|pakketkluis
                                             + |kluis|pakketautomaat)-?(?:code|pin)(?![\p{L}\p{M}])
keyword    nl     nl.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:bevestigen|bevestig|verifi[eë]ren
                                             + |verifieer|inloggen|aanmelden)(?![\p{L}\p{M}])
keyword    pl     pl.code              1.8     (?i)(?<![\p{L}\p{M}])(?:kod(?:u|em|zie)?(?:\s+(?:weryfikacyjny
                                             + |sms|jednorazowy|autoryzacyjny|potwierdzaj[ąa]cy|dost[ęe]pu
                                             + |bezpiecze[ńn]stwa|logowania|potwierdzenia|do\s+potwierdzenia))?|has[łl]o(?:\s+jednorazowe)?|blik(?:a|iem|u)?)(?![\p{L}\p{M}])
keyword    pl     pl.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:kod(?:u|em)?|pin(?:u|em)?)\s+(?:odbioru|otwarcia|odblokowania
                                             + |do\s+(?:skrytki|paczkomatu|szafki|automatu))(?![\p{L}\p{M}])
keyword    pl     pl.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:potwierd[źz]|potwierdzi[ćc]|zweryfikowa[ćc]|zaloguj)(?![\p{L}\p{M}])
keyword    sv     sv.code              1.8     (?i)(?<![\p{L}\p{M}])(?:eng[åa]ngskod|verifieringskod|s[äa]kerhetskod
                                             + |inloggningskod|bekr[äa]ftelsekod|aktiveringskod|kod)(?:en)?(?![\p{L}\p{M}])
keyword    sv     sv.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:upplåsnings|uthämtnings|utlämnings|hämtnings
                                             + |öppnings|paketbox|paketskåps?|box)-?kod(?:en)?(?![\p{L}\p{M}])
keyword    sv     sv.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:bekr[äa]fta|verifiera|logga\s+in)(?![\p{L}\p{M}])
# "şifrenizi" or "şifresini" (your or its password, as an object) right after a number: "5561
# şifrenizi kullanınız", "93 17 46 şifresini … giriniz"; not
# "Kart şifrenizi ATM'lerden veya 0850 … belirleyebilirsiniz", a card PIN set elsewhere.
keyword    tr     tr.code              1.8     (?i)(?<![\p{L}\p{M}])(?:(?:do[ğg]rulama|onay|g[üu]venlik
                                             + |giri[şs]|tek\s+kullan[ıi]ml[ıi]k)\s+(?:kod|[şs]ifre|parola)\p{L}*
                                             + |kod(?:u|un|unu|unuz|unuzu|umuz)?(?:dur|d[ıi]r|tur|t[ıi]r)?|[şs]ifre(?:niz
                                             + |si|nizdir)?|(?<=\p{Nd}\s)[şs]ifre(?:nizi|sini))(?![\p{L}\p{M}])
keyword    tr     tr.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:do[ğg]rula\p{L}*|onayla\p{L}*)(?![\p{L}\p{M}])
# Delivery and locker codes the courier asks for ("kuryeye teslimat kodunuzu söyleyin", "dolap şifresi").
keyword    tr     tr.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:teslimat|teslim\s+alma|dolap|kabin)\s+(?:kod|[şs]ifre|pin)\p{L}*(?![\p{L}\p{M}])
keyword    id     id.code              1.8     (?i)(?<![\p{L}\p{M}])(?:kode(?:nya|mu)?(?:\s+(?:verifikasi|OTP
                                             + |keamanan|akses|konfirmasi|aktivasi|rahasia|otentikasi|autentikasi|otorisasi))?|respon\s+keybca(?:\s+appli\s+[12])?)(?![\p{L}\p{M}])
keyword    id     id.pickup            2.0     (?i)(?<![\p{L}\p{M}])(?:kode|kod|pin)\s+(?:ambil|pengambilan|buka(?:\s+loker)?|loker|kutipan|penerimaan)(?![\p{L}\p{M}])
keyword    id     id.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:(?:mem)?verifikasi|konfirmasi|mengonfirmasi|masuk)(?![\p{L}\p{M}])
# "mã" alone is the Vietnamese word for code; written without its tilde, "ma" is a word in
# Italian, Polish, Czech and French too, so it needs what the code is for.
define     vi.code-purpose                     x[áa]c\s+(?:th[ựu]c|minh|nh[ậa]n)|b[ắa]t\s+[đd][ầa]u\s+chuy[ếe]n|li[êe]n\s+k[ếe]t|OTP|PIN|(?:VPN\s+)?m[ộo]t\s+l[ầa]n|b[ảa]o\s+m[ậa]t|k[íi]ch\s+ho[ạa]t|[đd][ăa]ng\s+nh[ậa]p
                                             + |giao\s+d[ịi]ch|c[ủu]a\s+(?:b[ạa]n|qu[ýy]\s+kh[áa]ch)|m[ởo]\s+t[ủu]|nh[ậa]n\s+h[àa]ng|l[ấa]y\s+h[àa]ng
# Unaccented "ma" is the code, too, when a verb asks for it (read it out, đọc; enter it, nhập;
# give or show it, cung cấp, đưa, xuất trình) and the code comes right after it: "Vui long doc
# ma 2 7 4 1 cho buu ta", not "nhap ma khuyen mai 5050" (a promo code) or "doc ma don hang …".
keyword    vi     vi.code              1.8     (?i)(?<![\p{L}\p{M}])(?:mã(?:\s+(?:{vi.code-purpose}))?|ma\s+(?:{vi.code-purpose})|m[ậa]t\s+kh[ẩa]u\s+(?:[đd][ộo]ng|m[ộo]t\s+l[ầa]n|OTP)|m[ậa]t\s+kh[ẩa]u(?:\s+[\p{L}\p{M}]+){1,3}?\s+d[ùu]ng\s+(?:1|m[ộo]t)\s+l[ầa]n|ma(?=\s*[:：])|ma(?=\s+[0-9][0-9 ]{3,11}\s+d[uù]ng\s+[đd][eể]\s)|ma(?=\s+[0-9][0-9 ]{3,11}\s+[đd][eể]\s+x[áa]c\s+(?:nh[ậa]n|th[ựu]c))|ma(?=\s+\p{Lu}[\p{L}\p{Nd}]*\s+c[ủu]a\s+(?:b[ạa]n|qu[ýy]\s+kh[áa]ch)\s+l[àa]\s)
                                             + |(?:[đd][ọo]c|nh[ậa]p|cung\s+c[ấa]p|[đd][ưu]a|xu[ấa]t\s+tr[ìi]nh)\s+ma(?=\s*[:：]?\s*(?-i:[A-Z0-9]|\p{Nd})))(?![\p{L}\p{M}])
keyword    fi     fi.code              1.8     (?i)(?<![\p{L}\p{M}])\p{L}*koodi(?:si|nne|a|n|lla|llasi|lle|ksi|na|sta|in)?(?![\p{L}\p{M}])
# "Tunnusluku" (PIN, passcode) and "kertakäyttösalasana" (one-time password, also "kertakäyttöinen
# VPN-salasanasi", "kertakirjautumisen salasana") name the code too, and so does a confirmation
# key ("Vahvistusavain 582 017").
keyword    fi     fi.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:vahvista\p{L}*|tunnistautumisen\s+vahvistus|kirjaudu\p{L}*|kirjautu\p{L}*|tunnistaudu\p{L}*)(?![\p{L}\p{M}])
keyword    fi     fi.passcode          1.8     (?i)(?<![\p{L}\p{M}])(?:(?:\p{L}*tunnus|varmistus|vahvistus|varmennus)lu(?:ku|vun|kusi|kua|vulla|vuksi)|kerta(?:k[äa]ytt[öo](?:inen\s+(?:vpn-)?)?|luontoinen\s+|kirjautumisen\s+)?salasana(?:si|n|na)?|(?:vahvistus|varmennus|tunnistautumis|kirjautumis)avai(?:n|men|mesi|nta))(?![\p{L}\p{M}])
# A pickup or opening identifier ("kertakäyttöinen noutotunnus AX-73Q9", "lokeron avaustunnus"),
# a one-time identifier ("kertakäyttöinen tunnus", "kertakäyttötunnus") and the identifier that
# confirms a payment or a sign-in ("Vahvistustunnus: 8823 0417", "varmennustunnus",
# "kirjautumistunnus"), as Finnish banks name their codes; not a bare "tunnus", which is a user
# name, a customer number or a business ID (käyttäjätunnus, asiakastunnus, Y-tunnus).
keyword    fi     fi.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:(?:nouto|avaus|vahvistus|varmennus|varmistus|kirjautumis|tunnistautumis|kertak[äa]ytt[öo])tunnu(?:s|ks\p{L}*|st\p{L}*)|kertak[äa]ytt[öo]i\p{L}*\s+tunnu(?:s|ks\p{L}*|st\p{L}*))(?![\p{L}\p{M}])
# Hungarian is often written without accents, in capitals too ("A CSOMAG ATVETELI KODJA:",
# "ellenorzo kodod"); bare "kod", "kodu" and "kodem" are pl.code's. So is Slovak ("Potvrdte
# prihlasenie kodom 428117"), and "kodom" is the instrumental in Serbian, Croatian and Bosnian
# too ("Potvrdite prijavu kodom 4821").
keyword    cs     cs-hu.code           1.8     (?i)(?<![\p{L}\p{M}])(?:ověřovací\s+|ellen[őo]rz[őo]\s+|bejelentkez[ée]si\s+
                                             + |biztons[áa]gi\s+|egyszer\s+haszn[áa]latos\s+)?k(?:ód(?:u|em|om|e|y|ov|od|ja|j[áa]t|ot|unk|dal)?|od(?:od|om|ja|j[áa]t|ot|unk|dal))(?![\p{L}\p{M}])
# Czech and Slovak verbs of verifying ("pro ověření telefonního čísla zadejte 6093", "na overenie
# prihlásenia"): weaker than a word for the code, as the other languages' verbs. Not the nouns
# potvrzení and potvrdenie: "Potvrdenie rezervácie č. 88410273" confirms a booking.
keyword    cs     cs.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:ov[ěe][řr]en[íi]|ov[ěe][řr]it|potvrdit|overeni[eau]|overi[ťt]|potvrdi[ťt])(?![\p{L}\p{M}])
# Slovak and Czech: "heslo" (password, not a Wi-Fi one), jednorazové heslo, SMS kľúč; kód itself
# is cs-hu.code's.
keyword    sk     sk.code              1.8     (?i)(?<![\p{L}\p{M}])(?<!wi-fi\s)(?<!wifi\s)(?<!wlan\s)(?:(?:(?:jednoraz|jednoráz)\p{L}*\s+)?(?:heslo|hesla|heslem|heslom)(?:\s+(?:pre|pro|na|k)\s+(?:prihlásenie
                                             + |přihlášení|platbu|potvrdenie|potvrzení|overenie|ověření|autorizáciu|autorizaci))?|sms[\s-]?(?:kľúč|klíč|kluc|klic)\p{L}*
                                             + |(?:autorizačn|overovac|potvrdzovac|prihlasovac|přihlašovac|bezpečnostn|jednoraz|jednoráz)\p{L}*\s+kód\p{L}*)(?![\p{L}\p{M}])(?!\s+(?:(?:k|ku|na|pre|pro|do)\s+)?(?:wi[\-‑‐]?fi|wlan))
# A one-time password by name ("Jednorázové heslo do Moje O2: T5R9QE", "jednorazový kód"): as strong
# as English "one-time password", so a bill mentioned beside it does not outweigh it.
keyword    sk     sk.strong            2.2     (?i)(?<![\p{L}\p{M}])(?:jednoraz|jednoráz)\p{L}*\s+(?:heslo|hesla|heslem|heslom|kód\p{L}*)(?![\p{L}\p{M}])(?!\s+(?:(?:k|ku|na|pre|pro|do)\s+)?(?:wi[\-‑‐]?fi|wlan))
keyword    hu     hu.compound          1.8     (?i)(?<![\p{L}\p{M}])(?!vonal)\p{L}{4,}-?kód(?:ja|od|ot|unk|ként|dal|ra)?(?![\p{L}\p{M}])
# "Egyszer használatos jelszó" (one-time password: "OTP Bank: Az Ön egyszer használatos jelszava:
# 482 910", where OTP is the bank's name), "egyszeri jelszó", and a bare "jelszó" (password).
keyword    hu     hu.password          1.8     (?i)(?<![\p{L}\p{M}])(?:egyszer(?:i|\s+haszn[áa]latos)\s+)?jelsz(?:[óo]|av)\p{L}*(?![\p{L}\p{M}])
# Not before an amount: "COD ₹649", "COD 349.000d", "COD رقم Rs. 1,850" are cash on delivery.
keyword    ro     ro.code              1.8     (?i)(?<![\p{L}\p{M}])cod(?:ul)?(?:\s+de\s+(?:verificare|confirmare
                                             + |securitate|acces|autentificare|activare|validare|unic))?(?![\p{L}\p{M}])(?!\s*(?:رقم\s*|राशि\s*|amount\s*)?(?:[₹$€£৳₨₦₱]|(?:rs|inr|tk|pkr)\.?\s*\p{Nd})|\s*:?\s*\p{Nd}{1,3}(?:[.,]\p{Nd}{3})+\s?(?:đ|d|₫|vn[dđ])(?![\p{L}\p{M}]))
# "parola unică" (one-time password), also after the code ("1753 este parola unică pentru plata").
keyword    ro     ro.password          1.8     (?i)(?<![\p{L}\p{M}])parol(?:a|ă|a\s+ta|a\s+dvs\.?)\s+(?:unic[aă]|de\s+unic[aă]\s+folosin[tț][aă]|temporar[aă]|de\s+confirmare)(?![\p{L}\p{M}])
# "Clau" (key) names the code as "clave" does in Spanish: banks ask to "introdueix la clau
# 07215833" to confirm a purchase, "clau de seguretat", "clau d'un sol ús". It is a door's or a
# flat's key too ("Recull la clau del pis a la consergeria, porta 2714"), so a bare "clau" names
# only the number right after it, a colon or "és" (is) between at most. A Wi-Fi's clau is
# wifi.after's and wifi.before's.
keyword    ca     ca.code              1.8     (?i)(?<![\p{L}\p{M}])(?:codi(?:\s+de\s+(?:verificaci[óo]|seguretat|confirmaci[óo]
                                             + |validaci[óo]|acc[ée]s))?|testimoni|clau(?:\s+de\s+(?:verificaci[óo]|signatura|seguretat|confirmaci[óo]|validaci[óo]|acc[ée]s|operaci[óo]
                                             + |un\s+sol\s+[úu]s)|\s+d['’](?:acc[ée]s|operaci[óo]|un\s+sol\s+[úu]s)|\s+sms|\s+temporal|(?=\s*(?:[:：]|\s[ée]s\s)?\s*\p{Nd})))(?![\p{L}\p{M}])
# Catalan verbs for what a code does ("Utilitza 6062 per iniciar sessió"), as es.verb.
keyword    ca     ca.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:verificar|confirmar|iniciar\s+sessi[óo]|accedir)(?![\p{L}\p{M}])
# Catalan pickup codes: "codi de recollida", "codi per recollir el paquet", "codi d'obertura".
keyword    ca     ca.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:codi|pin)\s+(?:(?:de\s+|d['’]\s?)(?:recollida|lliurament|obertura|desbloqueig
                                             + |taquilla|consigna)|per\s+(?:a\s+)?(?:recollir|retirar|obrir|desbloquejar)(?:(?:\s+(?:el|la|els|les|teu|teva|seu|seva|vostre|vostra))*\s+(?:paquet|comanda
                                             + |enviament)s?)?)(?![\p{L}\p{M}])
# Danish and Norwegian words that only announce one-time codes (engangskode, bekræftelseskode).
keyword    da     da-no.strong         2.0     (?i)(?<![\p{L}\p{M}])(?:engangs(?:adgangs)?|bekr[æe]ftelses|bekreftelses|sikkerheds|sikkerhets|verifikations|verifiserings|godkendelses|aktiverings|innloggings|logind|login)-?kode(?:n|r|ne)?(?![\p{L}\p{M}])
keyword    da     da-no.code           1.8     (?i)(?<![\p{L}\p{M}])kode(?:n|r)(?![\p{L}\p{M}])
keyword    da     da-no.verb           1.1     (?i)(?<![\p{L}\p{M}])(?:bekr[æe]fte?|verificere|verifisere|log(?:ge?)?\s+(?:inn|ind))(?![\p{L}\p{M}])
# Serbian, Croatian and Bosnian in both scripts: lozinka (password), šifra only with what it is
# for ("Šifra artikla" is a product number; "šifra za preuzimanje" picks up a parcel), and "kod"
# for what the generic rules miss.
keyword    sr     sr.code              1.8     (?i)(?<![\p{L}\p{M}])(?:jednokratn\p{L}*\s+(?:lozink|[šs]ifr|kod)\p{L}*|lozink(?:a|u|om|e)
                                             + |(?:verifikacion|aktivacion|sigurnosn|potvrdn|autorizacion)\p{L}*\s+kod\p{L}*|(?:kod|[šs]ifr\p{L}*)\s+za\s+(?:prijav\p{L}*
                                             + |potvrd\p{L}*|verifikacij\p{L}*|pla[ćc]anje|aktivacij\p{L}*|autorizacij\p{L}*|preuzimanje|preuzimanja)|једнократн\p{L}*\s+(?:лозинк|шифр|код)\p{L}*
                                             + |лозинк(?:а|у|ом|е)|(?:верификацион|активацион|сигурносн|потврдн)\p{L}*\s+код\p{L}*|(?:код|шифр\p{L}*)\s+за\s+(?:пријав\p{L}*
                                             + |потврд\p{L}*|верификациј\p{L}*|плаћање|активациј\p{L}*))(?:\s+(?:za|за)\s+(?:pla[ćc]anje|плаћање|prijavu|пријаву))?(?![\p{L}\p{M}])
# Bulgarian written in Latin letters: "Kodat vi za vhod", "kod za potvarzhdenie", "Parola za
# plashtane", "parolata".
keyword    bg     bg.latin             1.8     (?i)(?<![\p{L}\p{M}])(?:kod(?:at|ut|a)(?:\s+(?:vi|ti))?(?:\s+za\s+(?&purpose))?|kod(?:\s+(?:vi|ti))?\s+za\s+(?&purpose)
                                             + |(?:ednokratn|vremenn)\p{L}*\s+(?:parol\p{L}*|kod\p{L}*)|parola(?:ta)?(?:\s+(?:vi|ti))?(?:\s+za\s+(?&purpose)|(?=\s*[:：]))|parolata)(?![\p{L}\p{M}])(?(DEFINE)(?<purpose>vhod|potv[au]r(?:zh|j)denie|dost[au]p|plashtane
                                             + |aktivaci(?:ya|a)|verifikaci(?:ya|a)))
# Russian and Ukrainian written in Latin letters: "Vash parol: 4821", "odnorazovyj parol", "kod
# podtverzhdeniya", "kod dlya vkhoda" ("parol" is Uzbek for password too); bare "kod" is pl.code's.
keyword    ru     ru.latin             1.8     (?i)(?<![\p{L}\p{M}])(?:(?:odnoraz|vremenn|tymchasov)\p{L}*\s+(?:parol\p{L}*|kod\p{L}*)|parol(?:['’]|ya|ia|em|yu)?
                                             + |kod(?:a|om|u)?\s+(?:podtverzhdeni(?:ya|ia|ja|e)|pidtverdzhenn(?:ya|ia)|dostup[au]|dl[iy]a\s+v(?:k)?hod[au]|v(?:k)?hod[au]))(?![\p{L}\p{M}])
# "3D Secure" (3-D Secure) names the code that confirms a card payment in any language and script
# ("Parola za plashtane 3D Secure: 482913", "Hasło 3D Secure: 662 014"), the way "OTP" does.
keyword    any    3d-secure            1.8     (?i)(?<![\p{L}\p{M}\p{Nd}])3-?D[\s\x{A0}-]?Secure(?![\p{L}\p{M}])
# Swahili: msimbo (code), nenosiri / neno la siri (password), namba ya siri (PIN), namba ya
# uthibitisho; not the postal, discount, QR or M-PESA transaction codes ("msimbo wa posta",
# "msimbo wa muamala"); an account's verification number is a code ("Nambari ya uthibitisho ya
# akaunti yako ni K7P4Q2"), and so is a temporary number to confirm a transaction ("Namba ya muda
# ya kuthibitisha muamala wako … ni 9048172635").
keyword    sw     sw.code              1.8     (?i)(?<![\p{L}\p{M}])(?:(?:weka|ingiza|andika)\s+(?:nambari|namba|msimbo)\s+(?:hii|huu)|msimbo|nenosiri|nywila|neno\s+(?:la\s+)?siri|kodi(?:\s+(?:yako|yenu))?\s+ya\s+(?:usalama|uthibitisho|siri|kuingia)|(?:nambari|namba)(?:\s+(?:yako|yenu|hii))?\s+ya\s+(?:siri|muda|mara\s+moja|uthibitisho|kuthibitisha|kuingia|kuhakiki|uhakiki|kurejesha(?:\s+akaunti)?)|(?:nambari|namba)(?:\s+(?:yako|yenu))?\s+ya\s+siri\s+ya\s+muamala)(?:\s+(?:wako
                                             + |wenu|yako|lako|langu))?(?:\s+(?:wa|ya|la)\s+(?:uthibitisho|kuthibitisha|siri|kuingia|usalama|muda|mara\s+moja
                                             + |OTP))?(?![\p{L}\p{M}])(?!(?:\s+(?:wako|yako|wa|ya))*\s+(?:posta|punguzo|ofa|promo|QR|kumbukumbu|(?<!kuthibitisha )muamala|rufaa|tiketi
                                             + |oda|agizo|mteja|(?<!uthibitisho ya )akaunti))
# "Your Bolt number is 3918", "381 560 ni nambari yako ya Gumzo": a service's number for the user,
# said to be it with "ni" (is), unless it names a phone, an account, a card, an ID or a payment.
define     sw.service-number                   nambari\s+yako\s+ya\s+(?!simu|akaunti|kadi|mteja|malipo|agizo|tiketi|muamala|usajili|kumbukumbu|kitambulisho|uanachama)[\p{L}\p{M}]+(?![\p{L}\p{M}])
keyword    sw     sw.generic           1.5     (?i)(?<![\p{L}\p{M}])(?:{sw.service-number}(?=\s+ni\s)|(?<=(?<![\p{L}\p{M}])ni\s){sw.service-number})
keyword    sw     sw.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:ku)?(?:thibitisha|ingia)(?![\p{L}\p{M}])
# Pickup numbers ("nambari ya kuchukua", "msimbo wa kabati"): lockers and couriers.
keyword    sw     sw.pickup            1.8     (?i)(?<![\p{L}\p{M}])(?:nambari|namba|msimbo|pin)\s+(?:ya|wa)\s+(?:kuchukua|kuchukulia|kupokea|kufungua(?:\s+kabati)?|kabati)(?![\p{L}\p{M}])
# Malay: kod pengesahan / keselamatan / TAC, a bank's "PAC:", kata laluan (sekali guna); bare "kod" is pl.code's.
keyword    ms     ms.code              1.8     (?i)(?<![\p{L}\p{M}])(?:kod\s+(?:pengesahan|keselamatan|sekali\s+guna|log\s?masuk|akses|rahsia|pengaktifan
                                             + |TAC|OTP)|(?-i:TAC)|(?-i:PAC)(?=\s*[:：])|kata\s+laluan(?:\s+sekali\s+guna)?|nombor\s+(?:TAC|PIN|pengesahan))(?![\p{L}\p{M}])
keyword    ms     ms.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:sahkan|mengesahkan|log\s+masuk)(?![\p{L}\p{M}])
# ---- keywords: CJK ------------------------------------------------------------------------------
keyword    zh     zh.code              2.2     (?:OTP ?(?:密码|码)|随机码|绑定码|OTP(?<=\p{Han}OTP)(?![A-Za-z])|验证码|校验码|动态码|动态密码|确认码|安全码|认证码|授权码|注册码|启用码|开通码|核验码|短信码|激活码|登录码|重置码|验证代码|安全代码|一次性密码|口令|保安编码)
keyword    zh     zh.generic           1.5     (?:代码|密码)
keyword    zh     zh.pickup            2.2     (?:取件码|取货码|提货码|收货码|收件码|取餐码|验收码|签收码|开箱码|开柜码
                                             + |取件密码|取货密码|提货密码|开箱密码)
keyword    zh-TW  zh-TW.code           2.2     (?:OTP ?(?:密碼|碼)|綁定碼|OTP(?<=\p{Han}OTP)(?![A-Za-z])|驗證碼|認證碼|確認碼|安全碼|授權碼|註冊碼|啟用碼|開通碼|動態密碼|動態碼|一次性密碼|簡訊密碼|校驗碼|重置碼|驗證代碼|安全代碼|登入碼|保安編碼)
keyword    zh-TW  zh-TW.generic        1.5     (?:代碼|密碼)
keyword    zh-TW  zh-TW.pickup         2.2     (?:取件碼|取貨碼|提貨碼|收貨碼|收件碼|取餐碼|驗收碼|簽收碼|開箱碼|開櫃碼
                                             + |取件密碼|取貨密碼|提貨密碼|開箱密碼)
keyword    ja     ja.code              2.2     (?:認証コード|確認コード|ワンタイムパスワード|ワンタイムコード|ワンタイムキー|認証番号|確認番号|承認番号|パスコード|セキュリティコード|セキュリティ番号|ログインコード|検証コード|認証キー)
keyword    ja     ja.generic           1.5     (?:コード|パスワード|(?:以下|下記|次)の(?:番号|数字)(?=を[^。\n\p{Nd}]{0,20}入力))
# What a Japanese code is for, as the verbs of other languages ("本人確認のため、6250917384 を入力").
keyword    ja     ja.verb              1.1     (?:本人確認|ログイン)
keyword    ja     ja.pickup            2.0     (?:受け?取り?(?:用の?)?(?:コード|パスワード|暗証番号)|暗証番号
                                             + |[解開]錠(?:コード|番号)|ロッカー(?:の)?(?:コード|パスワード))
keyword    ko     ko.code              2.2     (?:OTP ?번호|인증\s?번호|인증\s?승인\s?번호|인증\s?코드|보안\s?코드|확인\s?코드|일회용\s?비밀번호|인증\s?문자|본인확인\s?번호)
keyword    ko     ko.generic           1.5     (?:코드|비밀번호)
keyword    ko     ko.pickup            2.0     (?:수령|픽업|보관함|택배함|사물함|무인함)\s?(?:비밀\s?번호|인증\s?번호|코드)
keyword    ko     ko.verb              1.1     (?:로그인|인증)
# ---- keywords: other scripts ----------------------------------------------------------------
keyword    ru     ru.code              1.8     (?i)(?<![\p{L}\p{M}])(?:код(?:а|ом|у|е)?(?:\s+(?:подтверждения
                                             + |доступа|проверки|для\s+входа|входа|безопасности))?|одноразовый\s+пароль
                                             + |пароль|проверочный\s+код)(?![\p{L}\p{M}])
keyword    uk     uk.code              1.8     (?i)(?<![\p{L}\p{M}])(?:код(?:у|ом|і)?(?:\s+(?:підтвердження
                                             + |доступу|перевірки|верифікації(?:\s+(?:акаунта|облікового\s+запису))?|для\s+входу|входу|безпеки))?|одноразовий\s+пароль
                                             + |пароль)(?![\p{L}\p{M}])
keyword    ru     ru.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:подтверд\p{L}*|вход\p{L}*|войти|авторизац\p{L}*)(?![\p{L}\p{M}])
keyword    uk     uk.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:підтверд\p{L}*|вхід|входу|увійти|авторизац\p{L}*)(?![\p{L}\p{M}])
# Bulgarian: кодът (the code), код за вход / потвърждение / плащане, парола (password),
# еднократна парола (OTP); bare "код" is ru.code's.
keyword    bg     bg.code              1.8     (?i)(?<![\p{L}\p{M}])(?:(?:еднократ|временн)\p{L}*\s+(?:парола|код)\p{L}*|парола(?:та)?|(?:кодът|код(?:а)?(?=\s+(?:ви\s+|ти\s+)?за\s))(?:\s+(?:ви|ти))?(?:\s+за\s+(?:потвърждение
                                             + |вход|достъп|свързване|плащане|отключване|активация|активиране|верификация|сигурност|идентификация|(?:еднократн\p{L}*\s+)?(?:автентикация|удостоверяване)|еднократна\s+употреба)(?:\s+на\s+(?:плащане
                                             + |плащането|покупка|трансакция|транзакция|операция))?)?)(?![\p{L}\p{M}])
# ПИН (PIN) in Cyrillic, alone or as ПИН-код / ПІН-код, as Bulgarian, Russian, Ukrainian and
# Serbian write it: a generic word for a code, weighed as "PIN" is in Latin letters ("694 213 е
# Вашият ПИН за отваряне на клетката", "ПИН для открытия ячейки: 4821"). A card's PIN sent by
# post or never to be shared is what pin.card, code.by-post and code.never-asked explain.
# Confirming, as a purpose after the code ("Използвайте 8 3 0 1 4 6 за потвърждение на …"); not the
# noun alone, a heading's ("Потвърждение на билет № 20458871").
keyword    bg     bg.verb              1.1     (?i)(?<![\p{L}\p{M}])(?:за\s+потвърждение|потвърдете|потвърди)(?![\p{L}\p{M}])
keyword    bg     cyrillic.pin         1.6     (?i)(?<![\p{L}\p{M}])(?:пин|пін)(?:[\s-]?код\p{L}*)?(?![\p{L}\p{M}])
keyword    ar     ar.code              1.8     (?<![\p{L}\p{M}])(?:ك|ال)?(?:رمز|كود|كلمة\s+المرور|كلمة\s+(?:ال)?سر(?:\s+لمرة\s+واحدة)?|الرقم\s+السري)(?:ك
                                             + |كم|كِ|ه|نا)?(?:\s+(?:التحقق|التفعيل|الدخول|التأكيد|المؤقت))?(?![\p{L}\p{M}])
keyword    ar     ar.verb              1.1     (?<![\p{L}\p{M}])[لوب]?(?:ال)?(?:تأكيد|تاكيد|تحقق|التحقق
                                             + |تسجيل\s+الدخول|تفعيل)(?![\p{L}\p{M}])
# Arabic in Latin letters with digits for sounds (Arabizi): "Ramz el ta2kid beta3ak howa …";
# Persian in Latin letters (Finglish) joins its words with -e: "ramze yekbar masraf".
keyword    ar     ar.latin             1.8     (?i)(?<![\p{L}\p{M}\p{Nd}])(?:(?:el|al)[\s-]?)?(?:(?:ramz|rmz)(?:ak|ek|ik|kom|e)?(?:\s+(?:el|al|il)[\s-]?(?&what))?|(?:kod|kood|code)\s+(?:el
                                             + |al|il)[\s-]?(?&what)|ra[2qk]am\s+(?:el[\s-]?|al[\s-]?)?(?:s[ei]r+[iy]))(?:\s+(?:beta3ak|beta3ik|beta3ek|bta3ak|bta3ik|beta3kom
                                             + |taba3ak|taba3ik|5asak|5a9ak|khasak))?(?![\p{L}\p{M}\p{Nd}])(?(DEFINE)(?<what>ta2kid|ta2keed|ta2eed|takid|takeed|ta7a2o2
                                             + |ta7a2ok|ta7a2oq|ta7aqo2|ta7a22o2|tafe3il|taf3il|tafeel|taf3eel|tan4eet|tansheet|do5ol|do5ool|dokhol|dokhool|dukhul|sirri
                                             + |serri|otp))
# "کدی که … اومده" (the code that came …): the code with the relative ی, as friends write it.
keyword    fa     fa.code              1.8     (?<![\p{L}\p{M}])(?:کد|رمز)(?:\x{200C}?(?:تان|تون|ت)|ی)?(?:\s*(?:تایید
                                             + |تأیید|ورود|یکبار\s*مصرف|پویا|عبور|فعال\s*سازی|امنیتی))?(?![\p{L}\p{M}])
keyword    fa     fa.verb              1.1     (?<![\p{L}\p{M}])(?:تایید|تأیید|ورود|احراز\s+هویت)(?![\p{L}\p{M}])
# Urdu: کوڈ (code), تصدیقی کوڈ, ون ٹائم پاس ورڈ / پن, او ٹی پی; not postal, promo, referral,
# booking or tracking codes; "آپ کا پن" (your PIN) when a number follows it ("آپ کا پن 60 41 52
# ہے"), not a door's or a locker's ("دروازے کا پن 1947", "مستقل لاکر پن 9090").
keyword    ur     ur.code              1.8     (?<![\p{L}\p{M}])(?:(?:تصدیقی|تصدیق|ویریفیکیشن|خفیہ|سیکیورٹی|ایکٹیویشن|لاگ\s?اِ?ن)\s+(?:کوڈ|نمبر|پن)|(?<!پوسٹل\s)(?<!ڈاک\s)(?<!پرومو\s)(?<!ریفرل\s)(?<!بکنگ\s)(?<!ٹریکنگ\s)(?<!ڈسکاؤنٹ\s)کوڈ
                                             + |(?:ون\s*ٹائم|ایک\s+بار\s+(?:کا|استعمال\s+ہونے\s+والا))\s+(?:پاس\s*ورڈ|پن|کوڈ)|او\s*ٹی\s*پی|پاس\s*ورڈ|(?<=آپ کا )پن(?=\s*[:：]?\s*\p{Nd}))(?![\p{L}\p{M}])
keyword    ur     ur.verb              1.1     (?<![\p{L}\p{M}])(?:تصدیق|لاگ\s?اِ?ن)(?![\p{L}\p{M}])
keyword    he     he.code              1.8     (?<![\p{L}\p{M}])[הבלוש]?(?:קוד|סיסמה|סיסמא)(?:\s+(?:אימות
                                             + |כניסה|חד[-\s]פעמי|האימות|הכניסה|אישור|האישור|התחברות|ההתחברות))?(?![\p{L}\p{M}])
keyword    hi     hi.code              1.8     (?:कोड|ओटीपी|सत्यापन\s+कोड|पासवर्ड|पिन)
keyword    th     th.code              1.8     (?:รหัส(?:ยืนยัน|ผ่าน|OTP|\s?OTP)?|โอทีพี|โค้ด(?:ยืนยัน|\s?OTP))
keyword    th     th.pickup            2.0     รหัส(?:รับ(?:พัสดุ|สินค้า|ของ)|เปิดตู้|เปิดล็อก(?:เกอร์)?|ปลดล็อก|ตู้(?:รับ)?พัสดุ)
keyword    el     el.code              1.8     (?i)(?<![\p{L}\p{M}])(?:κωδικ(?:ός|ό|ού|ος|ο|ου)|κωδ\.|κλειδάριθμ(?:ος|ο|ού)(?=\s+μιας\s+χρήσης))(?:\s+(?:επιβεβαίωσης
                                             + |επαλήθευσης|ασφαλείας|πρόσβασης|μιας\s+χρήσης))?(?![\p{L}\p{M}])
# Greek written in Latin letters (Greeklish): "O kwdikos sas einai", "kodikos mias xrhshs",
# "kwdikos gia thn agora"; not the discount, booking, order or customer codes.
keyword    el     el.latin             1.8     (?i)(?<![\p{L}\p{M}])k[wo]dik(?:os|o|ou|oi)(?:\s+(?:sas|sou))?(?:\s+(?:epiv[ae]v[ae]i[wo]s[hi]s|epib[ae]b[ae]i[wo]s[hi]s
                                             + |epal[hi](?:th|8)[ae]?[uy]s[hi]s|asfal[ei]ias|pros(?:v|b)as[hi]s|s[yu]ndes[hi]s|eisodou|isodou|mias\s+(?:xr|ch)[hi]s[hi]s|OTP
                                             + |gia\s+(?:t[hi]n\s+|to\s+|t[hi]\s+)?(?:agora|s[yu]nallag[hi]|pl[hi]r[wo]m[hi]|eisodo|isodo|s[yu]ndes[hi]|epiv[ae]v[ae]i[wo]s[hi])))?(?![\p{L}\p{M}])(?!\s+(?:ekpt[wo]s\p{L}*
                                             + |prosfor\p{L}*|kouponi\p{L}*|krat[hi]s[hi]s|paraggel\p{L}*|pelat\p{L}*|wi[\-‑‐]?fi))
# Confirming, as a purpose after the code ("χρησιμοποιήστε τον 836 205 για επιβεβαίωση αριθμού"):
# "use … for confirmation", weighed as Bulgarian "за потвърждение" is; not the noun alone, a
# booking's heading ("Επιβεβαίωση κράτησης 48213").
keyword    el     el.verb              1.1     (?i)(?<![\p{L}\p{M}])χρησιμοποι(?:ήστε|ήσε)\s+τον(?=\s+\p{Nd}[\p{Nd}\s]{3,11}\s+για\s+επιβεβαίωση)|(?<![\p{L}\p{M}])για\s+επιβεβαίωση(?=\s+(?:αριθμού|τηλεφώνου|στοιχείων|συναλλαγής|σύνδεσης))
keyword    bn     bn.code              1.8     (?:কোড|ওটিপি|পাসওয়ার্ড|পিন)
# Tamil: குறியீடு (code) and its case forms, சரிபார்ப்புக் குறியீடு, கடவுச்சொல் (password), ஒருமுறை
# கடவுச்சொல் (OTP); not postal, PIN-code, discount, referral or QR codes.
keyword    ta     ta.code              1.8     (?<![\p{L}\p{M}])(?:(?:சரிபார்ப்பு|உறுதிப்படுத்தல்|உறுதிப்படுத்தும்|பாதுகாப்பு|உள்நுழைவு|ரகசிய|ஒருமுறை|ஒரு\s+முறை)(?:க்|ப்)?\s*(?:குறியீ[\p{L}\p{M}]*
                                             + |கடவுச்\s?சொல்[\p{L}\p{M}]*|எண்[\p{L}\p{M}]*|இலக்க[\p{L}\p{M}]*)|(?<!அஞ்சல்\s)(?<!பின்\s)(?<!தள்ளுபடி\s)(?<!விளம்பர\s)(?<!பரிந்துரை\s)(?<!கூப்பன்\s)(?<!QR\s)குறியீ[\p{L}\p{M}]*
                                             + |கடவுச்\s?சொல்[\p{L}\p{M}]*|கடவுக்?\s?குறியீ[\p{L}\p{M}]*|ஓடிபி|ஓ\.டி\.பி)(?![\p{L}\p{M}])
keyword    ta     ta.verb              1.1     (?<![\p{L}\p{M}])(?:சரிபார்க்க|உள்நுழை)[\p{L}\p{M}]*
# A password for one sign-in is a one-time code: "Kennwort zur einmaligen Anmeldung", "Ihr
# Einmal-Kennwort", "einmaliges Passwort", "eenmalig wachtwoord", "engångslösenord",
# "engangspassord", "kata sandi sekali pakai", "mật khẩu một lần", "contrasenya d'un sol ús"
# (the other languages' one-time passwords are their code keywords'). Not the word for a
# password alone: in these languages it names the Wi-Fi's as often ("WLAN: FRITZ!Box 7590 WK,
# Passwort 4819 …", "Mat khau wifi nha minh la 88886666").
keyword    any    password.one-time    2.0     (?i)(?<![\p{L}\p{M}])(?:(?:einmal(?:ig\p{L}{0,2})?[\s-]?|eenmalig\p{L}{0,2}\s+|eng[åa]ngs-?|engangs-?)(?:kennwort|passwort|wachtwoord|l[öo]senord|passord)\p{L}{0,2}
                                             + |(?:kennwort|passwort|wachtwoord)\s+(?:zur\s+|zum\s+|f[üu]r\s+(?:die\s+|eine\s+)?|voor\s+(?:de\s+|een\s+)?)einmalig\p{L}{0,2}\s+(?:anmeldung|login|verwendung|nutzung|aanmelding|inlog\p{L}*|gebruik)
                                             + |kata\s+sandi\s+sekali\s+(?:pakai|guna)|m[ậa]t\s+kh[ẩa]u\s+(?:m[ộo]t\s+l[ầa]n|d[ùu]ng\s+m[ộo]t\s+l[ầa]n)|contrasenya\s+(?:d['’]un\s+sol\s+[úu]s|temporal))(?![\p{L}\p{M}])
# ---- keywords: any language ------------------------------------------------------------------
# A number that "only works once" is a one-time code, however informally it is passed on ("pon
# este número que me ha llegado: 3316 (solo sirve una vez)", "it only works once", "nur einmal
# gültig", "działa tylko raz"); not "works once you sign in". The phrase says what the number
# is, not what it is called: the weight of a generic keyword.
keyword    any    once                 1.5     (?i)(?<![\p{L}\p{M}])(?:(?:(?:only|just)\s+(?:works|valid|usable|good)\s+(?:for\s+)?|(?:works|valid|usable|good)\s+only\s+
                                             + |can\s+(?:only\s+)?be\s+used\s+(?:only\s+)?)once(?!\s+(?:you|we|they|it|he|she|the|your|our|this|that|i)(?![\p{L}\p{M}]))
                                             + |s[oó]lo\s+(?:sirve|vale|funciona|se\s+puede\s+usar|es\s+v[áa]lid[oa])\s+(?:para\s+)?una (?:sola )?vez|v[áa]lid[oa]\s+(?:por\s+|para\s+)?una sola vez
                                             + |s[óo]\s+(?:serve|vale|funciona|pode\s+ser\s+usad[oa]|[ée]\s+v[áa]lid[oa])\s+uma vez|(?:ne\s+)?(?:fonctionne|marche|sert|est\s+valable)\s+qu['’]une\s+(?:seule\s+)?fois
                                             + |valable\s+une\s+seule\s+fois|(?:vale|funziona|valid[oa]|utilizzabile)\s+(?:solo\s+)?(?:per\s+)?una (?:sola )?volta
                                             + |(?:g[üu]ltig|verwendbar|gilt|funktioniert|geht)\s+nur einmal|nur einmal\s+(?:g[üu]ltig|verwendbar|nutzbar|benutzbar)
                                             + |(?:werkt|geldig)\s+(?:maar|slechts|alleen)\s+(?:[ée][ée]n|1)\s*(?:keer|maal)|(?:dzia[łl]a|wa[żz]n[ye])\s+tylko (?:jeden )?raz
                                             + |(?:работает|действует|действителен|працює|дійсний)\s+(?:(?:только|лише|тільки)\s+)?(?-i:один раз)|(?:sadece|yaln[ıi]zca)\s+(?:bir kez|bir defa|bir kere)
                                             + |hanya\s+(?:berlaku\s+|boleh\s+digunakan\s+|bisa\s+dipakai\s+)?(?:sekali|satu kali)|(?-i:chỉ)\s+(?:dùng|sử\s+dụng)\s+(?:được\s+)?(?-i:một lần)
                                             + |toimii\s+vain\s+kerran|fungerar\s+bara\s+en\s+g[åa]ng|virker\s+(?:kun|bare)\s+(?:[ée]n|en)\s+gang)(?![\p{L}\p{M}])
                                             + |(?:仅|僅|只)(?:限|能)?(?:使用|用)一次|一回(?:のみ|限り)(?:有効|使用)|한\s?번만\s+(?:사용|유효)
# ---- code rules ------------------------------------------------------------------------------
code       any    google.g-prefix      3.0     (?<![A-Za-z0-9])G-(?<code>[0-9]{4,8})(?![A-Za-z0-9])
# Facebook's codes carry "FB-" as Google's carry "G-" ("FB-29475 is your Facebook confirmation code").
code       any    facebook.fb-prefix   3.0     (?<![A-Za-z0-9\-])FB-(?<code>[0-9]{5,8})(?![A-Za-z0-9])
code       en     en.letters-after-code 1.2    (?i:code|passcode)(?:\s+is)?\s*[:：]\s*(?<code>[A-Z]{4,8})(?![A-Za-z0-9])
# A code to type, with no word for it: "Per activar el teu compte escriu Q7M2X9 a l'app", "To
# verify your email, enter K7M2QX in the app", "Gib 7KQ2MX in der App ein, um dein Konto zu
# aktivieren", "Използвайте M4R7XW, за да потвърдите тегленето". A verb of typing (or of using)
# right before capitals mixed with digits, in a sentence that says what typing it does: activate,
# verify or confirm something, sign up or sign in. Digits after such a verb are enter-code's (with
# a digit code's shape they pass); a letter-digit code earns no shape, so the sentence vouches for
# it. Not a promo code's shape (a word, then digits: ESTIU25, SAVE20) nor a command sent by SMS
# (text ALTA to 217: "send" is no verb of typing).
define     type.purpose                        (?<![\p{L}\p{M}])(?:activ(?:ate|ating|ar|a|eu|er|ez|eren|eer)|ativ(?:ar|e)|attiv(?:are|a|ate)|aktivier(?:en|e)
                                             + |verify|verifying|verific(?:ar|a|are)|v[ée]rifi(?:er|ez|e)|verifi[eë]ren|verifizieren|confirm(?:ar|a|er|ez|ing)?|conferm(?:are|a|ate)
                                             + |valid(?:ate|ar|er|are)|bevestig(?:en)?|best[äa]tig(?:en|e)|sign\s+(?:up|in)|log\s+in|registr(?:ar|arte|ati|ieren)|потвърдите|потвърдете|ov[ěe][řr]en[íi]|επιβεβαιώσετε|επιβεβαίωση)(?![\p{L}\p{M}])
define     type.verb                           (?<![\p{L}\p{M}])(?:enter|type|key\s+in|escriu|escriviu|introdueix|introdu[ïi]u|tecleja|tecleu|escrib[ea]|introduce|introduzca
                                             + |ingres[ae]|teclea|digit[ea]|insira|escreva|introduza|saisissez|saisis|entrez|tapez|[ée]crivez|inserisci|inserite|digitate
                                             + |scrivi|gib|geben\s+sie|tippe|tippen\s+sie|voer|typ|wpisz|wprowad[źz]|използвайте|въведете|pou[žz]ijte|zadejte|εισάγετε|εισαγάγετε)(?![\p{L}\p{M}])
define     type.code                           ['"«“]?(?-i:(?<code>(?=[A-Z0-9\-]{4,13}(?![A-Za-z0-9\-]))(?=[A-Z\-]*[0-9])(?=[0-9\-]*[A-Z])(?![A-Z]{3,}[0-9]+[A-Z]?(?![A-Za-z0-9\-]))[A-Z0-9]{2,10}(?:-[A-Z0-9]{2,10})?))(?![A-Za-z0-9\-])
code       any    type.after-purpose   1.2     (?i){type.purpose}(?:[^.!?\n]|\.(?!\s)){0,60}?{type.verb}\s+{type.code}
code       any    type.before-purpose  1.2     (?i){type.verb}\s+{type.code}(?:[^.!?\n]|\.(?!\s)){0,50}?{type.purpose}
# A code spelled out in single characters right after a Chinese word for it ("校验码 K 7 M 2 Q 9"):
# the scanner's groups do not join parts of one character. With a digit; a weight below zero, as
# for code.spaced-below, so that the word decides.
code       any    code.spaced-cjk      -0.4    (?:验证码|校验码|驗證碼|校驗碼|动态码|動態碼)[:：]?[ \x{3000}]*(?<code>(?=[A-Z ]*[0-9])[A-Z0-9](?: [A-Z0-9]){3,9})(?![A-Za-z0-9])
# A code spelled out in single characters or in pairs on a line of its own, below the line that
# names it and ends in a colon ("Kode verifikasi akun Mobile Legends kamu:\n\nW 7 K 2 M 9",
# "ilagay ang verification code na ito:\n\n K8 4W R7", "f 7 k 2 x 9"): spaced for reading; the
# scanner's groups do not join parts of one or two characters. With a digit; a weight below zero,
# so that its line's own score ("alone on its line") stays under the threshold and the code's word
# above decides. Looked for from the line break, the colon behind it: a message of one line is
# never searched (a colon is in most messages, a line break in few SMS).
code       any    code.spaced-below    -0.4    \n(?<=[:：]\n|[:：]\r\n|[:：][ \t]\n|[:：][ \t]\r\n)(?:[ \t]*\r?\n)*[ \t]*(?<code>(?=[A-Za-z ]*[0-9])(?:[A-Z0-9](?: [A-Z0-9]){3,9}|[a-z0-9](?: [a-z0-9]){3,9}|[A-Z0-9]{2}(?: [A-Z0-9]{2}){2,4}))[ \t]*(?:\r?\n|$)
# Steam Guard's code alone on a line below the name, maybe spelled out ("C 4 T 9 W").
code       any    steam.guard-line     2.0     (?i:steam\s*guard)[^\n]{0,160}\n(?:[ \t]*\r?\n)*[ \t]*(?<code>[A-Z0-9]{5}|[A-Z0-9](?: [A-Z0-9]){4})[ \t]*(?:\r?\n|$)
# Steam Guard codes in a sentence, in any language ("Код Steam Guard для входа в аккаунт
# gamer_1998: 7RW2N", "Your Steam Guard code is MXRTB"): five characters of Steam's alphabet,
# which has no vowels and no 0, 1, L, S or Z, so words such as "AKTIV" are not taken. A verb may
# stand after the colon ("Steam Guard: Introdu 9R4KT pentru a te autentifica").
code       any    steam.guard-inline   2.0     (?i:steam\s*guard)[^\n]{0,120}?(?:[:：](?:[ \t]*\p{L}+)?|\s(?i:is|est|es|ist|lautet|är|er|jest|je|to|é|è|adalah|là|ni))\s*(?<code>[2-9BCDFGHJKMNPQRTVWXY]{5})(?![A-Za-z0-9])
# A Polish bank's numbered password with the operation it signs before a colon ("Haslo nr 3 z dn.
# 14-06-2025 do przelewu 1250,00 PLN na rach. ...4471: 58219437"): the code after the colon.
code       pl     pl.numbered-password 1.5     (?i:hasło nr|haslo nr|kod sms nr)\s+\p{Nd}{1,3}(?!\p{Nd})[^\n:：]{0,120}[:：]\s*(?<code>\p{Nd}{6,8})(?!\p{Nd})
code       en     en.lowercase-passcode 1.2    (?i:passcode|pass\s+code)(?:\s+is)?\s*[:：]\s*(?<code>[a-z]{4,8})[.!]?\s*$
# ---- negative contexts: words that use "code" for something else -----------------------------
# One blank inside a label of several words: a space, a no-break space (U+00A0, as e-mails and
# French typography put them) or a line break. Spelled out as three characters, not `\s`, so that
# the rule gate still looks for the whole label ("payment code") in each of its spellings
# rather than for its longest word; more spellings would make too many for the gate to list.
define     blank                               [ \x{A0}\n]
# Words for other codes: a bar, zip, sort or bank code and the like; their "code" is no code
# keyword. Not a bank's code for something ("your Northwind Bank code to approve a payment"), nor
# a one-time "pincode" in Dutch ("Je eenmalige pincode: 2095"; a bare one is India's postal code).
negative   any    code.words           0       (?i)(?<![\p{L}\p{M}])(?:qr|bar|zip|area|postal|post|country
                                             + |dress|source|error|status|region|product|item|colou?r|swift
                                             + |sort|bank(?![\s-]?codes?\s+(?:to|for)\s)|ifsc|tax|hs|airport|promo|promotional|discount
                                             + |coupon|referral|invite|invitation|gift|voucher|booking|tracking
                                             + |reference|order|reservation|confirmation\s+number|purchase
                                             + |license|licence|activation\s+key|buchungs|aktions|gutschein
                                             + |rabatt|fehler|l[äa]nder|strich|streepjes|quell|programm
                                             + |farb|morse|short|(?<!eenmalige\s)pin|zonen?)[\s-]?codes?(?![\p{L}\p{M}])
# A bank's code in an account number, in Czech, Slovak, Serbian and Croatian ("kód banky 0900",
# "s kodom banky 1100", "kod banke"), and a payment order's purpose code ("kodom namjene OTHR").
negative   any    code.bank            0       (?i)(?<![\p{L}\p{M}])k[óo]d(?:u|em|om)?\s+(?:banky|banke|namjene|namene)(?![\p{L}\p{M}])
# An office's or a branch's code in Bulgarian ("Код на офиса 1784", Econt's): where a parcel waits.
negative   any    code.office          0       (?i)(?<![\p{L}\p{M}])код(?:ът)?\s+на\s+(?:офиса|офис|клона|склада|магазина)(?![\p{L}\p{M}])
# A Vietnamese discount's or gift's code ("mã giảm 30% TCH30OFF", "mã giảm giá", "mã ưu đãi"):
# a promo code's word, no one-time code's.
negative   any    code.words-vi        0       (?i)(?<![\p{L}\p{M}])m[ãa]\s+(?:gi[ảa]m(?:\s+gi[áa])?|khuy[ếe]n\s+m[ãa]i|ưu\s+đãi|uu\s+dai|qu[àa]\s+t[ặa]ng)(?![\p{L}\p{M}])
negative   any    code.glued           0       (?i)(?<![\p{L}\p{M}])(?:uni|vs|op|en|de|geo|key|auto|time|trans)codes?(?![\p{L}\p{M}])
# An error or status code names a fault, never a login ("エラーコード：E4012", "错误代码 5003", "오류 코드
# 1023", "código de error 4012", "code d'erreur", "codice di errore", "kod błędu", "код ошибки",
# "hata kodu", "kode kesalahan", "mã lỗi"): the words for a code there are hidden, and the
# code that follows is the fault's.
negative   any    code.error           -4      (?i)(?:(?<![\p{L}\p{M}])(?:c[oó]digo\s+de\s+(?:error|erro)|code\s+d['’]\s?erreur|codice\s+(?:di\s+)?errore|foutcode|felkod\p{L}*|fejlkode\p{L}*|feilkode\p{L}*
                                             + |virhekoodi\p{L}*|kod\s+b[łl][ęe]du|k[óo]d\s+chyby|hibak[óo]d\p{L}*|cod(?:ul)?\s+(?:de\s+)?eroare|код\s+(?:на\s+)?(?:ошибки|помилки|грешка(?:та)?)|κωδικός\s+σφάλματος
                                             + |hata\s+kodu|kode\s+(?:kesalahan|error|galat)|kod\s+ralat|m[ãa]\s+l[ỗo]i|קוד\s+שגיאה|(?:رمز|كود)\s+(?:ال)?خطأ|کد\s+خطا)(?![\p{L}\p{M}])
                                             + |エラー\s?(?:コード|番号)|错误(?:代码|码|代碼)|錯誤(?:代碼|碼)|(?:오류|에러)\s?코드|รหัส(?:ข้อผิดพลาด|ความผิดพลาด))
                                             + (?:\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{2,20})(?![A-Za-z0-9\p{Nd}]))?
# A code sent by post or letter is only mentioned ("Den Freischaltcode haben wir Ihnen per Post
# geschickt", "your new PIN will arrive by mail"): the keywords of that sentence are hidden. The
# match starts at the code's word, not at its word's start ("Freischalt-"), so that the gate tries
# the rule only where a code's word stands.
negative   any    code.by-post         0       (?i)(?:(?:code|kod|kód|pin|passwort|kennwort|senha|contrase[ñn]a|has[łl]o)\p{L}*(?![\p{L}\p{M}])[^.!?\n]{0,80}?(?<![\p{L}\p{M}])(?:per\s+(?:Post|Brief)|postalisch|auf\s+dem\s+Postweg|by\s+(?:post|mail|letter)|in\s+the\s+(?:post|mail)|par\s+(?:courrier
                                             + |la\s+poste|voie\s+postale)|por\s+(?:correo\s+(?:postal|ordinario|certificado)|carta|correio)|pelo\s+correio|per\s+(?:posta|lettera)
                                             + |poczt[ąa]|listownie|po[šs]tou|dopisem|lev[ée]lben|post[áa]n|postai\s+[úu]ton|postitse|kirjeitse|med\s+posten|per\s+brev|prin\s+po[șş]t[ăa]|по\s+почте
                                             + |поштою|ταχυδρομικώς|melalui\s+pos|posta\s+(?:ile|yoluyla))(?![\p{L}\p{M}])
                                             + |(?<![\p{L}\p{M}])(?:per\s+(?:Post|Brief)|postalisch|auf\s+dem\s+Postweg|by\s+(?:post|mail|letter)|in\s+the\s+(?:post|mail)|par\s+(?:courrier
                                             + |la\s+poste|voie\s+postale)|por\s+(?:correo\s+(?:postal|ordinario|certificado)|carta|correio)|pelo\s+correio|per\s+(?:posta|lettera)
                                             + |poczt[ąa]|listownie|po[šs]tou|dopisem|lev[ée]lben|post[áa]n|postai\s+[úu]ton|postitse|kirjeitse|med\s+posten|per\s+brev|prin\s+po[șş]t[ăa]|по\s+почте
                                             + |поштою|ταχυδρομικώς|melalui\s+pos|posta\s+(?:ile|yoluyla))(?![\p{L}\p{M}])[^.!?\n]{0,80}?(?:code|kod|kód|pin|passwort|kennwort|senha|contrase[ñn]a|has[łl]o)\p{L}*)
# A code already used, or given to someone else, is only mentioned: "Parcel … was collected from
# locker 12B … using code 4471", "Lähetyksesi on noudettu … noutokoodilla 4481", "Modtageren har
# fået afhentningskoden 331902", "Der Abholcode wurde dem Empfänger geschickt". The keywords of
# that sentence are hidden, whichever comes first: the word for "collected / used" (code.used)
# or "the recipient got it" (code.recipient), or the code's word (code.word), up to 16 words
# apart in one sentence, which goes on past a dot before a lowercase letter or a digit ("22.3.
# klo 17:41"). A word of more than 40 letters (a run of CJK text) ends the search: a step never
# reads on to the end of such a run, so a flood of it costs linear time.
define     code.word                           (?<![\p{L}\p{M}])\p{L}*(?:code|kod|kód|kode|koodi|codi|cod|c[oó]digo|codice|pin|otp|passwort|kennwort|senha|contrase[ñn]a|has[łl]o
                                             + |heslo|jelsz[óo]|parol|[şs]ifre|sandi|mã|код|пароль|κωδικ)\p{L}{0,6}|(?<![\p{L}\p{M}])(?:رمز|کد|کوڈ|קוד|कोड|কোড|ওটিপি|ओटीपी)
                                             + |[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Thai}]{0,6}?(?:码|碼|コード|暗証番号|번호|รหัส)
define     code.step                           [\p{L}\p{M}\p{N}]{0,40}+(?:[^\p{L}\p{M}\p{N}.!?。！？\n]|\.(?![ \t]*+(?:\p{Lu}|[\r\n]|$)))
define     code.used                           (?<![\p{L}\p{M}])(?:(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:successfully\s+)?(?:collected|picked\s+up|retrieved)(?!\s+by)
                                             + |already\s+(?:been\s+)?(?:collected|picked\s+up|used|redeemed)|abgeholt(?!\s+werden)|(?:wurde|bereits|schon)\s+(?:bereits\s+)?(?:verwendet|eingelöst)
                                             + |été\s+(?:retiré|récupéré)e?s?|(?:ha\s+sido|fue)\s+(?:recogid|retirad)\p{L}{1,2}|(?:ha\s+estat|s['’]ha)\s+recollit\p{L}*
                                             + |foi\s+(?:levantad|retirad|recolhid)\p{L}{1,2}|(?:stat[oaie]|gi[àa])\s+ritirat\p{L}*|(?:is|werd|zijn|werden)\s+(?:al\s+|reeds\s+)?opgehaald
                                             + |(?:został[aoy]?|już)\s+odebran\p{L}*|odebrano|(?:har\s+(?:redan\s+)?)?hämtat\p{L}*|hämtade\p{L}*|(?:er|blev|ble)\s+(?:allerede\s+)?(?:af)?hentet|noudett\p{L}*
                                             + |(?:byl[aoy]?|bol[aoy]?|již|už)\s+(?:vyzvednut|vyzdvihnut|převzat|prevzat)\p{L}*|átvett\p{L}*|(?:a|au)\s+fost\s+(?:deja\s+)?ridicat\p{L}*
                                             + |teslim\s+alındı|(?:telah|sudah)\s+diambil|đã được lấy|забран\p{L}*|(?:je|su|već)\s+preuzet\p{L}*|παραλήφθηκε|تم\s+استلام
                                             + |nakuha\s+na|imechukuliwa)(?![\p{L}\p{M}])|已被?(?:取件|取出|取走|签收|簽收|领取|領取)|受け?取り?済み|수령(?: ?)완료
define     code.recipient                      (?<![\p{L}\p{M}])(?:recipient\s+(?:has\s+|have\s+|was\s+)?(?:received|got|been\s+sent|been\s+given)|(?:sent|forwarded|given)\s+to\s+the\s+recipient
                                             + |empfänger(?:in)?\s+(?:hat|erhielt|bekam)|(?:an\s+den|dem)\s+empfänger(?:in)?(?:\s+\p{L}+){0,3}?\s+(?:gesendet|geschickt|zugeschickt|zugesandt|übermittelt)
                                             + |destinataire\s+a\s+reçu|(?:envoyé|transmis)e?\s+au\s+destinataire|destinatari[oa]?\s+(?:ha\s+recibido|recibió|ha\s+ricevuto|ha\s+rebut)
                                             + |(?:enviad[oa]|inviat[oa]|enviat)\s+al\s+destinatari[oa]?|destinatário\s+recebeu|enviad[oa]\s+ao\s+destinatário|destinatar\p{L}{2}\s+a\s+primit|trimis\p{L}*\s+destinatar\p{L}+
                                             + |ontvanger\s+heeft|(?:gestuurd|verzonden)\s+naar\s+de\s+ontvanger|odbiorc[ay]\s+(?:otrzymał|dostał)\p{L}*|(?:wysłan|przesłan)\p{L}*\s+do\s+odbiorcy
                                             + |(?:mottagaren|modtageren|mottakeren)\s+(?:har\s+)?(?:fått|fick|fikk|fået|fik|mottagit|modtaget|mottatt)|vastaanottaja\s+on\s+saanut
                                             + |vastaanottajalle\s+(?:on\s+)?(?:lähetetty|toimitettu)|p[řr][íi]jemc[ea]\s+(?:obdržel|dostal|obdržal)\p{L}*|(?:zasl|odesl|odosl|posl)[áa]n\p{L}*\s+p[řr][íi]jemc\p{L}*
                                             + |címzett\s+megkapta|címzettnek\s+(?:elküldtük|kiküldtük)|penerima\s+(?:telah|sudah)\s+menerima|người nhận\s+đã\s+nhận|gửi\s+(?:cho|tới|đến)\s+người nhận
                                             + |получател\p{L}*\s+получил|(?:отправлен|направлен|выслан)\p{L}*\s+получател\p{L}*|(?:одержувач|отримувач)\p{L}*\s+отримав|надіслан\p{L}*\s+(?:одержувач|отримувач)\p{L}*
                                             + |παραλήπτ\p{L}*\s+(?:έλαβε|παρέλαβε)|στάλθηκε\s+στον\s+παραλήπτη)(?![\p{L}\p{M}])|收件人已收到|(?:发送|发|發送)给收件人|受取人(?:様)?に(?:送信|通知|お送り)|수령인에게\s?(?:발송|전송)
# A code the sender holds is one the user must ask for, not one this message delivers: "show the
# security code, which the sender has" ("সিকিউরিটি কোড দেখাতে হবে, যা প্রেরকের কাছে আছে", "den Code
# erfragen Sie beim Absender", "pide el código al remitente"; code.sender). Not "from the
# sender": a parcel comes from one, and its pickup code is the user's.
define     code.sender                         (?<![\p{L}\p{M}])(?:(?:ask|with)\s+the\s+sender|sender\s+(?:has|holds|will\s+(?:give|send|share))|beim\s+absender|absender\s+(?:hat|erhält|kennt)
                                             + |al\s+remitente|(?:el\s+)?remitente\s+(?:tiene|te\s+(?:lo\s+)?dar[áa])|aupr[èe]s\s+de\s+l['’]\s?exp[ée]diteur|(?:à\s+)?l['’]\s?exp[ée]diteur\s+(?:a|poss[èe]de|vous\s+(?:le\s+)?donnera)
                                             + |al\s+mittente|(?:il\s+)?mittente\s+(?:ha|possiede)|(?:com|ao)\s+(?:o\s+)?remetente|(?:o\s+)?remetente\s+(?:tem|possui)|bij\s+de\s+afzender|afzender\s+heeft
                                             + |u\s+nadawcy|nadawca\s+(?:ma|posiada)|u\s+odes[íi]latel\p{L}*|odes[íi]latel\s+(?:m[áa]|zn[áa])|g[öo]nderic(?:iye|ide)|(?:pada|kepada)\s+pengirim|pengirim\s+(?:memiliki|punya|mempunyai)
                                             + |ng[ưu][ờo]i\s+g[ửu]i\s+(?:c[óo]|gi[ữu])|у\s+отправителя|у\s+відправника|при\s+подателя|ο\s+αποστολέας\s+έχει|אצל\s+השולח
                                             + |(?:لدى|مع)\s+(?:ال)?مرسل|نزد\s+فرستنده|(?:भेजने\s+वाले|प्रेषक)\s+के\s+पास|প্রেরকের\s+কাছে|அனுப்புநரிடம்)(?![\p{L}\p{M}])
                                             + |寄件人(?:处|處|那里|那裡)|发件人(?:处|那里)|送り主に|差出人に|발송인(?:에게|한테)|보낸\s?(?:분|사람)(?:에게|한테)
negative   any    code.not-yours       0       (?i)(?:{code.used}|{code.recipient}|{code.sender})(?:{code.step}){0,16}?{code.word}|{code.word}(?:{code.step}){0,16}?(?:{code.used}|{code.recipient}|{code.sender})
# A code that another message will bring is only announced ("kod odbioru otrzymasz w osobnym SMS",
# "you will receive the code in a separate SMS", "ПИН для открытия ячейки придёт отдельным SMS",
# "Den Abholcode erhalten Sie in einer separaten SMS", "取件密碼將另以簡訊傳送"): the keywords of
# that sentence are hidden, so that a locker's name or an order number in it ("Paczkomatu
# KRA12N") is not taken for the code. The code's word and the words for a separate or another
# message (code.separate-message) in either order, up to 12 words apart, with no number between
# them (code.word-step): "the code 4821 comes with a separate letter of terms" names its code.
# One rule for each order and one for the scripts written without spaces, so that the gate
# waits for the words of a separate message and a code's word both. A phrase whose words are all
# common has them joined by plain spaces, so that the gate waits for the whole phrase ("another
# sms", "sms lain"), not for its commonest word.
define     code.word-step                      [\p{L}\p{M}]{0,40}+(?:[^\p{L}\p{M}\p{N}.!?。！？\n]|\.(?![ \t]*+(?:\p{Lu}|[\r\n]|$)))
define     code.separate-message               (?<![\p{L}\p{M}])(?:separate[nmr]?\s+(?:sms|text|message|e-?mail|nachricht)|gesonderte[nmr]?\s+(?:sms|nachricht|e-?mail)|another (?:sms|text|message|e-?mail)|osobn\p{L}*|kolejn(?:ym|ej) sms
                                             + |(?:sms|mensaje|correo)\s+(?:aparte|separado|independiente)|(?:sms|mensagem|e-?mail)\s+(?:separad[oa]|à parte)|(?:otro|outr[oa]) (?:sms|mensaje|mensagem)|(?:sms|message|e-?mail|courriel)\s+s[ée]par[ée]
                                             + |un autre (?:sms|message)|(?:sms|messaggio|e-?mail)\s+separat[oa]|un altro (?:sms|messaggio)|(?:aparte|afzonderlijke)\s+(?:sms|bericht|e-?mail)|separat\s+(?:sms|meddelande|besked|melding|e-?post)
                                             + |(?:eget|egen) (?:sms|meddelande|besked|melding|e-?post)|erillis\p{L}*|(?:samostatn|zvl[áa][šs]tn)\p{L}*\s+(?:sms|zpr[áa]v\p{L}*|spr[áa]v\p{L}*)|k[üu]l[öo]n\s+(?:sms|[üu]zenet)\p{L}*|(?:sms|mesaj)\s+separat
                                             + |(?-i:(?:ayrı|ayri) (?:bir )?(?:SMS|sms|mesaj)|(?:ayrıca|ayrica) (?:SMS|sms))|(?:sms|pesan)\s+(?:terpisah|berasingan)|(?:sms|pesan) lain|tin nh[ắa]n (?:ri[êe]ng|kh[áa]c)|sms (?:ri[êe]ng|kh[áa]c)
                                             + |(?:отдельн|окрем|отделн)\p{L}*\s+(?:sms|смс|сообщени\p{L}*|повідомленн\p{L}*|съобщени\p{L}*)|ξεχωριστ\p{L}*\s+(?:sms|μήνυμα)|رسالة\s+(?:نصية\s+)?منفصلة|رسالة (?:نصية )?أخرى|پیامک\s+جداگانه|پیامک دیگری
                                             + |(?:הודעה|מסרון) (?:נפרד|נוספ)\p{L}*|अलग (?:SMS|संदेश)|আলাদা\s+(?:SMS|এসএমএস|বার্তা)|தனி (?:SMS|செய்தி)|(?:sms|ujumbe) (?:tofauti|mwingine)|hiwalay\s+na\s+(?:sms|text|mensahe)|(?:envoy[ée]|affich[ée]|disponible) dans (?:l['’]appli(?:cation)?|votre appli(?:cation)?)|(?:sent|shown) in (?:the|your) app)(?![\p{L}\p{M}])
negative   any    code.separate        0       (?i){code.word}(?:{code.word-step}){0,12}?{code.separate-message}
negative   any    code.separate-first  0       (?i){code.separate-message}(?:{code.word-step}){0,12}?{code.word}
negative   any    code.separate.cjk    0       (?:码|碼|コード|番号|번호)[^\n。！？\p{Nd}]{0,20}?(?:另(?:行|以)?(?:短信|簡訊|发送|發送|傳送|通知)|单独(?:的)?短信|另一(?:条|則)(?:短信|簡訊)|別途|別の(?:SMS|メール)|별도(?:의)?\s?(?:문자|SMS|메시지))
# A code or PIN that has been changed is only mentioned ("PIN kartu ATM Anda berhasil diganti",
# "Quy khach da doi ma PIN the ATM … thanh cong", "Your PIN has been changed", "Ihre PIN wurde
# geändert", "Twój PIN został zmieniony", "PIN'iniz değiştirildi"): the notice of a change
# delivers no code, and a number in it is the ATM's, a date or a card's ending. The keywords
# of that sentence are hidden: the code's word, then the change (code.change-done) up to 8
# words on, or the change first and the code's word at most 3 words on (code.change-verb), with
# no number between; a rule for each order, as for code.separate. The code's word must be what
# changed: no word of purpose or of a relative clause between (code.change-step: "the code to
# confirm that your PIN was changed"), and no colon or copula with a number after the change
# ("… yang telah diganti: 482913", "Your PIN has been changed to 4821": a new PIN).
define     code.change-step                    (?!(?:to|for|that|which|untuk|buat|yang|para|que|pour|per|um|zum|zur|dass|для|что|чтобы|để|cho|ke|için|om|voor|att|aby)(?![\p{L}\p{M}])){code.word-step}
define     code.change-done                    (?<![\p{L}\p{M}])(?:(?:been|was|were) (?:changed|reset|updated)|(?:changed|reset|updated) successfully|successfully (?:changed|reset|updated)
                                             + |(?:berhasil|berjaya|telah|sudah) di(?:ganti|ubah|tukar|reset)|(?:đã|da) (?:được |duoc )?(?:đổi|doi|thay (?:đổi|doi))
                                             + |(?:ha sido|fue|se ha) (?:cambiad|modificad|restablecid)[oa]|foi (?:alterad|redefinid|modificad|trocad)[oa]|a (?:bien )?été (?:modifié|changé|réinitialisé)e?
                                             + |(?:è|e) stat[oa] (?:modificat|cambiat|reimpostat)[oa]|(?:wurde )?(?:erfolgreich )?(?:ge[äa]ndert|zur[üu]ckgesetzt)|is (?:succesvol )?(?:gewijzigd|gereset)
                                             + |zosta[łl][aoy]? (?:pomy[śs]lnie )?(?:zmienion|zresetowan)\p{L}*|(?:ba[şs]ar[ıi]yla )?de[ğg]i[şs]tiril(?:di|mi[şs]tir)|(?:был[аои]?\s+)?(?:успешно\s+)?(?:изменён|изменен|изменена|изменено|сброшен|сброшена)
                                             + |(?:успішно\s+)?(?:змінено|змінений|змінена|скинуто)|byl[aoy]? (?:úspěšně )?změněn\p{L}*|bol[aoy]? (?:úspešne )?zmenen\p{L}*|a fost (?:schimbat|modificat|resetat)\p{L}*
                                             + |(?:sikeresen\s+)?megv[áa]ltoz(?:ott|tatt\p{L}*)|imebadilishwa|تغییر (?:کرد|یافت)|שונ(?:ה|תה) בהצלחה)(?![\p{L}\p{M}])
define     code.change-verb                    (?<![\p{L}\p{M}])(?:you(?:['’]ve| have)? (?:changed|reset)|successfully (?:changed|reset)|(?:đã|da) (?:đổi|doi|thay (?:đổi|doi))
                                             + |(?:berhasil|telah|sudah|berjaya) (?:mengganti|mengubah|menukar)|(?:has|se ha|hemos) (?:cambiado|modificado|restablecido)|(?:vous avez|tu as) (?:bien )?(?:modifié|changé)
                                             + |zmieniono|изменили|сменили|змінили|تم (?:تغيير|تعديل))(?![\p{L}\p{M}])
negative   any    code.changed         0       (?i){code.word}(?:{code.change-step}){0,8}?{code.change-done}(?!\s*[:：]|\s+(?:to|into|is|adalah|ialah|menjadi|th[àa]nh|là|es|est|ist|auf|en|para|na|в|на)\s*[:：]?\s*[0-9])
negative   any    code.changed-first   0       (?i){code.change-verb}(?:{code.word-step}){0,3}?{code.word}
# A code announced as changed to a new value ("鐵捲門密碼自 10/15 起更改為 2580", "オートロック解錠番号が
# 3580 に変更となります", "dış kapı şifresi 01.10.2025 itibarıyla 2468 olarak değişmiştir"): a
# door's or a gate's standing code, announced to residents, never a one-time one.
negative   any    code.changed-to      -5      (?|(?:更改|變更|变更|改)(?:為|为|成)\s*(?<code>\p{Nd}{4,8})(?!\p{Nd})
                                             + |(?<!\p{Nd})(?<code>\p{Nd}{4,8})\s*(?:に変更(?:となります|になります|されます|されました|しました)|(?i:olarak\s+de[ğg]i[şs]\p{L}*)))
# A warning that a code will never be asked for mentions codes and delivers none ("[금융감독원]
# 검찰·금융기관은 절대 인증번호나 OTP 번호를 요구하지 않습니다", "We will never ask for your OTP",
# "Nunca te pediremos tu código", "Bankamız sizden asla şifre istemez"): the keywords between the
# word for "never" and the word for asking, in one sentence, are hidden, so a number elsewhere in
# the warning (a helpline) is not taken for a code; so are the rest of that sentence's (the list
# "pinkode, MitID eller engangskoder") when it holds no number. A code another sentence delivers keeps its
# own keyword. The verb may come after the code's word (code.ask-late) only in the words for
# requesting that close a sentence (요구, istemez, मांग, fragen): English "never share this code
# with anyone who asks" names the code to keep. Words written with plain spaces ("nie nach",
# "không bao giờ") keep the gate from waiting for "nie" or "không" alone; Italian "mai" is left
# out, as the gate would find it in every "email".
define     code.never                          (?<![\p{L}\p{M}])(?:never|niemals|nie nach|nie um|jamais|nunca|nigdy|nikdy|nikada|nikad|soha|sosem|aldrig|aldri|nooit|niciodat[ăa]|koskaan|asla|hi[çc]bir\s+zaman|tidak\s+(?:akan\s+)?pernah
                                             + |tak\s+(?:akan\s+)?pernah|kh[ôo]ng bao gi[ờo]|kh[ôo]ng khi n[àa]o|hindi\s+kailanman|kamwe|никогда|ніколи|никога|никада|ποτέ|לעולם|אף\s+פעם|أبد(?:ا|اً)|ابدا|هرگز|کبھی\s+نہیں
                                             + |कभी\s+(?:भी\s+)?नहीं|कभी(?:\s+भी)?(?=[^।.!?\n]{0,30}?नहीं)|কখনো(?:ই)?|ஒருபோதும்)(?![\p{L}\p{M}])|절대(?:로)?|決して|絶対に|绝不|決不|絕不|从不|從不|从来不|從來不|ไม่เคย
define     code.ask                            (?<![\p{L}\p{M}])(?:ask|asks|asking|request|requests|requesting|demander(?:ons|a)?|demandons|pedir(?:emos|á)?|pediremos|pedimos|solicit(?:ar|amos|aremos|ará)|chieder(?:emo|à|a)?|chiediamo
                                             + |prosi(?:my|ć|ł)|vragen|vraagt|(?:be|ber|beder|spør|spørr)\s+om|pyyd\p{L}*|meminta|minta|y[êe]u\s+c[ầa]u|hihingi|kuomba|попрос\p{L}*|просим|просит|запрашива\p{L}*
                                             + |проси\p{L}*|тражи\p{L}*|иска\p{L}*|ζητ\p{L}*|נבקש|מבקש\p{L}*|יבקש|نطلب|يطلب|تطلب)(?![\p{L}\p{M}])
define     code.ask-late                       (?<![\p{L}\p{M}])(?:fragen|erfragen|verlangen|fordern|iste(?:mez|meyecek|yecek)\p{L}*|talep\s+etme\p{L}*|k[ée]r(?:i|ik|ni|n[ée])|elk[ée]r\p{L}*|درخواست|نمی\s*(?:خواه|پرس)\p{L}*|مانگ\p{L}*
                                             + |मांग[\p{L}\p{M}]*|माँग[\p{L}\p{M}]*|पूछ[\p{L}\p{M}]*|চাই[\p{L}\p{M}]*|জানতে\s+চা[\p{L}\p{M}]*|கேட்க[\p{L}\p{M}]*|கேட்[பக][\p{L}\p{M}]*|கேட்பதில்லை)(?![\p{L}\p{M}])|요구|요청|묻지|물어보|求め|尋ね|聞く|お聞き|要求|索要|索取|询问|詢問|ขอ
negative   any    code.never-asked     0       (?i){code.never}(?:(?:{code.step}){0,14}?(?:{code.ask})(?:{code.step}){0,10}?{code.word}|(?:{code.step}){0,14}?{code.word}(?:{code.step}){0,10}?(?:{code.ask-late}))(?:[^.!?。！？\n\p{Nd}]*+(?=[.!?。！？\n]|$))?
# Someone who asks for a code is the scam a warning describes, in any sentence of it ("If someone
# contacts you asking for your access code, hang up", "Si alguien te pide el código, cuelga",
# "Wenn jemand nach Ihrem Code fragt", "Se qualcuno ti chiede il codice", "Jeśli ktoś poprosi o
# kod", "Если кто-то просит код", "Biri sizden kodu isterse"): the code's words there are hidden
# as code.never-asked hides them, so that a warning with no code delivers none; a code that
# another sentence delivers keeps its own keyword. Not "anyone": "do not share it with anyone"
# closes most messages that deliver a code, and the gate would run the rule on all of them.
define     code.someone                        (?<![\p{L}\p{M}])(?:someone|somebody|a\s+caller|callers?|scammers?|fraudsters?|alguien|algu[ée]m|quelqu['’]un
                                             + |qualcuno|jemand|iemand|kto[śs]|n[ěe]kdo|niekto|valaki|cineva|n[åa]gon|nogen|noen|joku|biri(?:si)?|birisi|seseorang|ai [đd][óo]
                                             + |кто-(?:то|нибудь|либо)|хтось|хто-небудь|някой|neko|неко|κάποιος|מישהו|أحد|شخص\s+ما|کسی|कोई|কেউ)(?![\p{L}\p{M}])
define     code.someone-asks                   (?<![\p{L}\p{M}])(?:ask(?:s|ing)?|request(?:s|ing)?|demand(?:s|ing)?|pid[ea]n?|pidiendo|solicit[ae]n?|solicitando|ped(?:e|ir|indo)|demand(?:e|ant)
                                             + |chied(?:e|a|endo)|fragt|verlangt|bittet|fordert|vraagt|prosi|poprosi|pyta|[żz][ąa]da|[žz][áa]d[áa]|chce|k[ée]r(?:i|né)?|elk[ée]r(?:i|né)?|cere|solicit[ăa]
                                             + |ber|fr[åa]gar|beder|sp[øo]rger|sp[øo]r|pyyt[äa][äa]|kysyy|isterse|istiyorsa|talep\s+ederse|meminta|minta|menanyakan|y[êe]u\s+c[ầa]u|h[ỏo]i
                                             + |просит|попросит|спрашивает|требует|просить|попросить|пита|иска|тражи|ζητ\p{L}*|מבקש\p{L}*|يطلب|می\s*خواهد|मांग\p{L}*|चाहिए|চায়)(?![\p{L}\p{M}])
negative   any    code.someone-asked   0       (?i){code.someone}(?:(?:{code.step}){0,8}?(?:{code.someone-asks})(?:{code.step}){0,6}?{code.word}|(?:{code.step}){0,6}?{code.word}(?:{code.step}){0,3}?(?:{code.someone-asks}))
                                             + (?:[^.!?。！？\n\p{Nd}]*+(?=[.!?。！？\n]|$))?
# The verb first and "never" after it, as Dutch, the Scandinavian languages, German, French,
# Italian and Romanian put them ("Wij vragen nooit om je inlogcode", "Vi spørger aldrig efter din
# pinkode", "Wir fragen nie nach Ihrer TAN", "ne vous demanderons jamais votre code", "non ti
# chiederemo mai il codice", "nu vă vom cere niciodată codul"): hidden the same way. Italian "mai"
# is safe here, where the gate waits for the verb.
define     code.ask-first                      (?<![\p{L}\p{M}])(?:vragen|vraagt|vraag|spørger|spørge|spør|beder|ber|frågar|fråga|begär|fragen|fragt|frage|bitten|verlangen|demand\p{L}{0,5}|chied\p{L}{0,5}
                                             + |richied\p{L}{0,5}|cere(?:m|ți|ti)?|solicit\p{L}{0,5}|ask|asks|request|requests)(?![\p{L}\p{M}])
negative   any    code.asked-never     0       (?i){code.ask-first}(?:\s+[\p{L}\p{M}'’]+){0,3}?\s+(?:nooit|aldrig|aldri|nie|niemals|jamais|mai|niciodat[ăa]|never)(?![\p{L}\p{M}])(?:{code.step}){0,10}?{code.word}
                                             + (?:[^.!?。！？\n\p{Nd}]*+(?=[.!?。！？\n]|$))?
# The same warning in the scripts written without spaces, where code.step reads a whole run as
# one word: "ธนาคารไม่มีนโยบายขอรหัส OTP", "จะไม่ขอรหัส", "工作人员不会向您索要验证码", "絕不會要求您提供驗證碼",
# and the Japanese order, the code first and "we will not ask" closing the sentence
# ("ワンタイムパスワードをお尋ねすることはありません").
negative   any    code.never-asked.cjk 0       (?:ไม่เคย|จะไม่|ไม่มีนโยบาย|不会|不會|绝不|決不|絕不|决不|从不|從不|从来不|從來不)[\p{Thai}\p{Han}\s]{0,16}?(?:ขอ|สอบถาม|ถาม|เรียก|索要|索取|要求|询问|詢問)[\p{Thai}\p{Han}\p{Latin}\s]{0,16}?(?:รหัส\p{Thai}*(?:\s*(?:OTP|PIN))?|OTP|码|碼)(?:\s*(?:หรือ|และ|,)\s*\p{Thai}{0,8}?(?:รหัส\p{Thai}*|OTP|PIN))*
                                             + |(?:コード|パスワード|暗証番号|番号)(?:を|は)[\p{Han}\p{Hiragana}\p{Katakana}]{0,8}?(?:お?尋ね|お?聞き|伺い|求め|要求|確認)[\p{Hiragana}\p{Han}]{0,10}?(?:ありません|しません|ございません)
# Backup or recovery codes listed for keeping ("Códigos de backup da sua Conta Google (guarde em
# local seguro): 4829 1130, 7712 0934, …", "バックアップコード：\n4821 9930\n1177 5046", "Резервные
# коды для входа в аккаунт: 4821-9930, 1177-5046"): several codes to keep deliver no one-time
# code. The label, then in the same sentence a colon or a line break, then a list of at least two
# codes (digits, or letters and digits, in one or two parts, numbered or not, one a line or
# separated by commas): the whole list is the target, and the label's keywords are hidden. A
# single code after the label, or a code in a later sentence, is not touched.
define     backup.label                        (?<![\p{L}\p{M}])(?:back-?up[\s-]?(?:(?:verification|sign-?in|login)\s)?(?:codes?|k[oó]d\p{L}*|kode\p{L}*|codici|coduri|c[oó]digos?)
                                             + |(?:c\p{L}digos?|codici|coduri(?:le)?|kode|kod|codes?)\s(?:de\s|di\s)?back-?up|recovery codes|sicherungs-?codes?|codes?\sde\s(?:secours|sauvegarde)|codes de r[ée]cup[ée]ration
                                             + |c\p{L}digos de respaldo|kod(?:y|ów)?\szapasow\p{L}*|z[áa]lo[žz]n\p{L}*\sk[óo]d\p{L}*|tartal[ée]k[\s-]?k[óo]d\p{L}*|coduri(?:le)?\sde\srezerv[ăa]
                                             + |reserv\p{L}?koder\p{L}*|varakoodi\p{L}*|yedek\skod\p{L}*|kode\scadangan|kod\ssandaran|mã dự phòng|ma du phong|misimbo\sya\sakiba
                                             + |резервн\p{L}*\sкод\p{L}*|rezervn\p{L}*\skod\p{L}*|εφεδρικ\p{L}*\sκωδικ\p{L}*|קודי\s(?:ה)?גיבוי|(?:ال)?رموز\s(?:ال)?احتياطي\p{L}*
                                             + |کدهای\s(?:پشتیبان|یدک)|बैकअप\sकोड|ব্যাকআপ\sকোড|காப்பு\sகுறியீ[\p{L}\p{M}]*)(?![\p{L}\p{M}])
                                             + |รหัสสำรอง|备用(?:验证)?码|備用(?:驗證)?碼|バックアップ(?:用)?\s?コード|백업\s?코드
define     backup.item                         (?:\p{Nd}{1,2}[.)]\s*)?(?=[A-Za-z]*\p{Nd})[A-Za-z0-9\p{Nd}]{3,12}(?:[ \-](?=[A-Za-z]*\p{Nd})[A-Za-z0-9\p{Nd}]{3,12})?
negative   any    backup.codes         -5      (?i){backup.label}[^\p{Nd}]{0,80}?[\s:：]\s*(?<code>{backup.item}(?:[\s,;•·*/|]+{backup.item})+)
# A code named as expired or no longer valid is only mentioned ("Size daha önce gönderilen 4821
# kodu artık geçerli değildir", "koden jag skickade igår (8812) funkar inte längre", "the code 4821
# has expired", "Previous code: 551200 (expired)", "验证码482910已过期"): the number, then at most
# its code word, then the words for "has expired" or "no longer valid" (code.expired-phrase); or
# between them the words of a relative clause or a time, when one of them says when the code
# came ("Der Code 482906 von gestern ist abgelaufen", "Kode 662019 yang kemarin sudah
# kedaluwarsa"; code.when-word). "Your new code is 4821, the old one has expired" keeps 4821:
# the words after it name another code. Each phrase is written so that the gate looks for one
# distinctive word of it (a `\s` between its words), or for two words together where one alone
# is common in messages with codes ("nicht mehr", "più valido", "geçerli değil").
define     code.expired-phrase                 (?<![\p{L}\p{M}])(?:(?:(?:has|had|have)\s(?:already\s)?)?expired|(?:is\s)?no\slonger\s(?:valid|works?|working|active|usable)|(?:doesn['’]?t|does\snot|won['’]?t|will\snot)\swork any\s?more
                                             + |(?:ist\s)?(?:bereits\s|schon\s)?(?:abgelaufen|ung[üu]ltig|verfallen)|(?:ist\s)?nicht mehr\sg[üu]ltig
                                             + |(?:funktioniert|gilt)\snicht mehr|(?:a|est)\s(?:d[ée]j[àa]\s)?expir(?:é|ée)|n['’]est plus\s(?:valable|valide|actif)|ne\s(?:fonctionne|marche)\splus
                                             + |est\sp[ée]rim[ée]e?|(?:ha\s)?(?:caducado|expirado|vencido|caducat)|caduc[óo]|expir[óo]|venci[óo]|ya no\s(?:es\sv[áa]lid[oa]|sirve|funciona|vale)|expirou
                                             + |(?:j[áa]\s)?(?:est[áa]|foi)\sexpirad[oa]|(?:j[áa]\s)?não (?:é|está) mais\sv[áa]lid[oa]|não (?:funciona|vale) mais|já não\s(?:é|está)\sv[áa]lid[oa]
                                             + |perdeu a validade|(?:[èe]|e['’])\s?(?:gi[àa]\s)?scadut[oa]|non\s(?:[èe]|e['’])\spiù valid[oa]|non\s(?:funziona|vale) più|(?:is\s)?(?:al\s)?verlopen
                                             + |(?:is\s)?niet meer\sgeldig|werkt\sniet meer|wygas[łl]\p{L}*|(?:jest\s)?(?:ju[żz]\s)?niewa[żz]n\p{L}*|straci[łl]\p{L}*\swa[żz]no[śs][ćc]|ju[żz] nie\s(?:dzia[łl]a|jest\swa[żz]n\p{L}*)
                                             + |vypr[šs]el\p{L}*|vypr[šs]al\p{L}*|propadl\p{L}*|u[žz] nie je\smo[žz]n[ée] pou[žz]i[ťt]|u[žz] nelze\spou[žz][íi]t|(?:can\s)?no longer\sbe used|(?:u[žz]|ji[žz]) neplat[íi]|u[žz] nen[íi]\splatn\p{L}*|u[žz] nie je\splatn\p{L}*|u[žz] nefunguje|lej[áa]rt
                                             + |m[áa]r nem\s(?:[ée]rv[ée]nyes|m[űu]k[öo]dik)|a\sexpirat|nu mai (?:este|e)\svalabil\p{L}*|(?:har\s)?(?:g[åa]tt|l[öo]pt)\sut|gick\sut
                                             + |(?:funkar|fungerar|g[äa]ller)\sinte l[äa]ngre|[äa]r\sinte l[äa]ngre\sgiltig|(?:er\s|har\s)?(?:udl[øo]bet|utl[øo]pt)|(?:virker|g[æa]lder|gjelder|fungerer)\sikke (?:l[æa]ngere|lenger)|(?:er\s)?ikke (?:l[æa]ngere|lenger)\sgyldig
                                             + |(?:on\s)?vanhentun\p{L}*|vanheni|ei\s(?:ole\s)?enää (?:voimassa|toimi)|(?:artık\s|artik\s)?ge[çc]erli de[ğg]il\p{L}*|s[üu]resi dol(?:du|mu)\p{L}*
                                             + |(?:sudah\s|telah\s)?(?:kedaluwarsa|kadaluarsa|kadaluwarsa)(?!\s+(?:dalam\s+)?\p{Nd})|(?:sudah\s)?tidak berlaku lagi|(?:sudah|telah)\stamat tempoh|(?:đ[ãa]|da)\sh[ếe]t\s(?:h[ạa]n|hi[ệe]u\sl[ựu]c)
                                             + |kh[ôo]ng c[òo]n\s(?:hi[ệe]u\sl[ựu]c|gi[áa]\str[ịi])|hindi na\s(?:valid|gumagana)|ay\sexpired(?:\sna)?|(?:ume|ime)kwisha\smuda|(?:ume|ime)(?:sha)?isha\smuda(?:\swake)?|haitumiki\stena|(?:уже\s)?(?:ист[её]к|устарел|просрочен)
                                             + |больше не\s(?:действ\p{L}*|работает)|уже не (?:действ\p{L}*|работает)|(?:вже\s)?(?:сплив|минув|застарів|прострочен\p{L}*)|більше не\s(?:дійсн\p{L}*|працює|діє)
                                             + |(?:вече\s)?(?:е\s)?(?:изтекъл|изтече)|вече не\s(?:е\sвалиден|важи|работи)|(?:je\s)?istekao|vi[šs]e ne\s(?:va[žz]i|radi)|(?:је\s)?истекао|више не\s(?:важи|ради)
                                             + |έχει λήξει|έληξε|δεν ισχύει\sπλέον|פג\sתוקפו|(?:כבר\s)?לא בתוקף|انتهت\sصلاحيت\p{L}*|لم (?:يعد|تعد)\sصالح\p{L}*|منقضی\sشده|معتبر نیست|(?:کی\s)?میعاد\sختم
                                             + |ختم ہو چکا|(?:की\s)?(?:अवधि|वैधता|समय-?सीमा)\sसमाप्त|(?:समाप्त|एक्सपायर) हो\s(?:चुका|चुकी|गया|गई)|अब मान्य नहीं|(?:এর\s)?মেয়াদ\s(?:শেষ|উত্তীর্ণ)|আর বৈধ নয়|காலாவதியானது|காலாவதியாகிவிட்டது)(?![\p{L}\p{M}])
                                             + |หมดอายุแล้ว|ใช้ไม่ได้แล้ว|已(?:经|經)?(?:逾時|逾时|超时|超時)?(?:过期|過期|失效|作废|作廢)|不再有效|已无效|已無效|(?:は|の)?(?:有効期限が切れ|期限切れ|無効にな|使えなくな)
                                             + |(?:은|는|이|가)?\s*(?:만료되었|만료됐|더 이상 유효하지)|(?:의\s*)?유효\s?(?:시간|기간)이\s*(?:초과|지났|만료)
define     code.when-word                      (?<![\p{L}\p{M}])(?:yesterday|earlier|previously|this\s+morning|last\s+(?:night|week)|gestern|vorhin|fr[üu]her
                                             + |heute\s+(?:fr[üu]h|morgen)|hier|plus\s+t[ôo]t|ayer|ontem|ieri|gisteren|eerder|wczoraj|wcze[śs]niej|v[čc]era|d[řr][íi]ve
                                             + |tegnap|kor[áa]bban|i\s?g[åa]r|tidigare|tidligere|eilen|aiemmin|d[üu]n|daha\s+[öo]nce|kemarin|sebelumnya|tadi|h[ôo]m\s+qua|tr[ưu][ớo]c\s+đ[óo]
                                             + |kahapon|вчера|раньше|ранее|вчора|раніше|ju[čc]e|χθες|χτες|νωρίτερα|אתמול|أمس|امس|سابقا|دیروز|قبلا|कल|पहले|গতকাল|நேற்று)(?![\p{L}\p{M}])
                                             + |เมื่อวาน|昨天|昨日|어제
negative   any    code.expired-after   -4      (?i)(?<![A-Za-z0-9\p{Nd}])(?<code>\p{Nd}+[A-Za-z]{0,6})(?![A-Za-z0-9\p{Nd}])[)\]'"»”’」』）]?(?:(?:[\s,]+[\p{L}\p{M}'’]+){0,5}?[\s,]+(?:{code.when-word})(?:[\s,]+[\p{L}\p{M}'’]+){0,4}?)?(?:\s*,)?(?:\s*{code.word})?\s*[(（]?(?:{code.expired-phrase})
# A code spent another way is only mentioned too: already used, or replaced by a newer one ("A(z)
# 301 772 kódot már felhasználták", "Der Code 482913 wurde bereits verwendet", "Код 482913 уже
# использован", "验证码482910已被使用", "Code 482913 has been replaced by a newer code"; the past
# and perfect forms only, with "already" or an auxiliary where the bare participle could be a
# future's, "wird verwendet", "будет использован"), or gone with the past-tense word alone
# ("תוקף הקוד שנשלח אליך (281944) פג"; code.spent-phrase). After the number, a phrase saying what
# the code is for or who sent it may stand before either phrase ("Verification code 913 552 for
# your Airbnb account is no longer valid", "Le code 482913 que nous vous avons envoyé a expiré"):
# it starts with a preposition, a relative pronoun or a participle (code.spent-gap) and holds no
# more than five further words, no comma and no word for a code or for "new", "old" or "and",
# so "Your new code is 482913 and the old one is no longer valid" keeps 482913.
define     code.spent-phrase                   (?<![\p{L}\p{M}])(?:(?:has|have|had|was|were)\s(?:already\s)?(?:been\s)?(?:used|redeemed|replaced|superseded|invalidated|revoked|cancell?ed|deactivated)
                                             + |already\sbeen\sused|kan\sinte\s(?:längre\s)?användas|kan\sikke\s(?:længere\s|lenger\s)?(?:bruges|brukes)|(?:wurde|ist)\s(?:bereits\s|schon\s)?(?:verwendet|benutzt|genutzt|eingelöst|ersetzt|entwertet|widerrufen|deaktiviert)
                                             + |(?:bereits|schon)\s(?:verwendet|benutzt|genutzt)|a\s(?:d[ée]j[àa]\s)?[ée]t[ée]\s(?:utilis|remplac|annul|d[ée]sactiv|invalid)[ée]e?|(?:est\s)?d[ée]j[àa]\sutilis[ée]e?
                                             + |(?:ya\s)?(?:ha\ssido|fue)\s(?:ya\s)?(?:utilizad|usad|reemplazad|sustituid|anulad|cancelad|invalidad)[oa]|ya\s(?:se\s)?(?:utiliz[óo]|us[óo])|ya\s(?:utilizad|usad)[oa]
                                             + |(?:j[áa]\s)?foi\s(?:j[áa]\s)?(?:utilizad|usad|substitu[íi]d|cancelad|invalidad)[oa]|j[áa]\s(?:utilizad|usad)[oa]
                                             + |(?:[èe]|e['’])\s(?:gi[àa]\s)?stat[oa]\s(?:gi[àa]\s)?(?:utilizzat|usat|sostituit|annullat|disattivat)[oa]|gi[àa]\s(?:utilizzat|usat)[oa]
                                             + |(?:is|werd)\s(?:al\s|reeds\s)?(?:gebruikt|vervangen|geannuleerd|ingetrokken)|(?:al|reeds)\sgebruikt
                                             + |(?:został[aoy]?|zostały)\s(?:już\s)?(?:wykorzystan|użyt|zastąpion|anulowan|unieważnion)\p{L}*|już\s(?:wykorzystan|użyt)\p{L}*
                                             + |(?:již|už)\s(?:byl[aoy]?\s|bol[aoy]?\s)?(?:použit|využit)\p{L}*|(?:byl|bol)[aoy]?\s(?:již\s|už\s)?(?:použit|nahrazen|nahraden|zrušen)\p{L}*
                                             + |(?:már\s)?felhasználták|már\s(?:felhasznált|használt)\p{L}*|már\sfel\slett\shasználva|(?:már\s)?felhasználásra\skerült
                                             + |a\sfost\s(?:deja\s)?(?:folosit|utilizat|[îi]nlocuit|anulat)\p{L}*|(?:este\s)?deja\s(?:folosit|utilizat)\p{L}*
                                             + |har\s(?:redan\s)?(?:använts|ersatts)|(?:är|blev)\sredan\sanvänd\p{L}*|redan\sanvänd\p{L}*|(?:er|blev|ble)\s(?:allerede\s)?(?:brugt|brukt|benyttet|anvendt|erstattet)
                                             + |(?:er|har)\s(?:allerede\s)?(?:blevet|blitt)\s(?:brugt|brukt|erstattet)|on\s(?:jo\s)?(?:käytetty|korvattu)|jo\skäytetty|käytettiin\sjo
                                             + |(?:zaten\s|daha\sönce\s)?kullan[ıi]lm[ıi][şs]\p{L}*|zaten\skullan[ıi]ld[ıi]|(?:sudah|telah)\s(?:pernah\s)?(?:digunakan|dipakai|diganti)|sudah\sterpakai
                                             + |(?:đ[ãa]|da)\s(?:được\s)?(?:sử\sdụng|su\sdung|dùng|thay\sthế)|(?:ay\s)?(?:nagamit|napalitan)\sna|(?:imesha|tayari\sime)tumika|imeshatumika
                                             + |(?:уже\s(?:был\p{L}*\s)?|был\p{L}*\s(?:уже\s)?)(?:использован|заменён|заменен|аннулирован)\p{L}*|(?:вже\s(?:був\p{L}*\s)?|був\p{L}*\s(?:вже\s)?)(?:використан|замінен|анульован)\p{L}*
                                             + |(?:вече\s(?:е\s)?|е\sвече\s)(?:използван|заменен|анулиран)\p{L}*|(?:već\s(?:je\s)?|je\sveć\s)(?:iskorišćen|iskorišten|upotrebljen|upotrijebljen|zamenjen|zamijenjen)\p{L}*
                                             + |(?:већ\s(?:је\s)?|је\sвећ\s)(?:искоришћен|употребљен|замењен)\p{L}*|(?:έχει\s)?ήδη\sχρησιμοποιηθεί|έχει\s(?:χρησιμοποιηθεί|αντικατασταθεί)|χρησιμοποιήθηκε\sήδη
                                             + |פג(?:ה)?|כבר\s(?:נוצל|שומש|היה\sבשימוש)|הוחלף|(?:تم|سبق)\s(?:استخدام|استعمال)\p{L}*|مستخدم\sبالفعل|(?:قبلا|قبلاً)\s(?:استفاده|مصرف)\sشده
                                             + |استعمال\s(?:ہو\sچکا|کیا\sجا\sچکا)|(?:पहले\sही\s)?(?:इस्तेमाल|उपयोग|प्रयोग)\s(?:किया\sजा|हो)\sचुका|ইতিমধ্যে\sব্যবহৃত|ব্যবহার\sকরা\sহয়েছে
                                             + |ஏற்கனவே\sபயன்படுத்தப்பட்ட[\p{L}\p{M}]*)(?![\p{L}\p{M}])|ถูกใช้(?:งาน)?(?:ไป)?แล้ว|ใช้งานไปแล้ว|已(?:经|經)?被?(?:使用|用过|用過|替换|替換)
                                             + |(?:は)?(?:既に|すでに)?使用済み|(?:は)?(?:既に|すでに)使用され|(?:은|는|이|가)?\s*이미\s사용(?:되었|됐|된)
define     code.spent-gap                      (?:ש\p{Hebrew}{2,}|uli[\p{L}]{0,3}ingiza|for|on|from|of|to|that|which|we|you|sent|requested|issued|für|von|vom|zur|zum|den|die|das|der|aus|pour|du|des|que|qui|envoy[ée]e?|re[çc]ue?
                                             + |para|de|del|enviad[oa]|recibid[oa]|do|da|recebid[oa]|per|di|dell[oa]?|che|inviat[oa]|ricevut[oa]|voor|van|die|dat|verstuurd|ontvangen|dla|kt[óo]r\p{L}+
                                             + |wysłan\p{L}*|przesłan\p{L}*|pro|pre|kter\p{L}+|ktor\p{L}+|zaslan\p{L}*|odeslan\p{L}*|poslan\p{L}*|f[öo]r|fra|fr[åa]n|som|till|til|jonka|joka|pentru|din|care|trimis\p{L}*
                                             + |untuk|yang|dari|cho|của|mà|для|от|котор\p{L}+|отправленн\p{L}*|від|як\p{L}+|надіслан\p{L}*|за|който|която|изпратен\p{L}*|za|od|koj\p{L}+|poslan\p{L}*|για|που|από)
define     code.spent-stop                     (?!(?:and|or|but|as|since|because|while|so|old|older|previous|other|new|newer|und|oder|aber|weil|neue\p{L}?|alte\p{L}?|et|ou|mais|car|nouve\p{L}+|y|pero|porque|nuev[oa]|e|ma|perch[ée]|nuov[oa]|en|maar|omdat|nieuwe)(?![\p{L}\p{M}]))
                                             + (?![\p{L}\p{M}]*(?i:cod|kod|kód|код|κωδ|pin|otp|passwort|senha|clave|rmz|رمز|کد|קוד|कोड|কোড))
negative   any    code.spent-after     -4      (?i)(?<![A-Za-z0-9\p{Nd}])(?<code>\p{Nd}+[A-Za-z]{0,6})(?![A-Za-z0-9\p{Nd}])[)\]'"»”’」』）]?(?:,?\s+(?:{code.spent-gap})(?![\p{L}\p{M}])(?:\s+{code.spent-stop}(?:[\p{L}\p{M}'’]+|\p{Nd}{1,2}[:.]\p{Nd}{2}\.?(?!\p{Nd}))){0,5}?(?:\s*,)?
                                             + (?:\s*{code.word})?\s*(?:{code.expired-phrase}|{code.spent-phrase})|(?:\s*,)?(?:\s*{code.word})?\s*[(（]?(?:{code.spent-phrase}))
# Or the code word, the phrase and a colon before the number ("Denne koden er ikke lenger gyldig:
# 238841", "This code has expired: 604218"): the same code, quoted as spent.
negative   any    code.expired-colon   -4      (?i){code.word}\s+(?:{code.expired-phrase})\s*[:：]\s*(?<code>\p{Nd}(?:[ \-]?\p{Nd}){3,9}|(?=[A-Za-z]*\p{Nd})[A-Za-z0-9]{4,10})(?![\p{L}\p{Nd}])
# The languages that put the verb first name the code after it ("انتهت صلاحية رمز التحقق 318264",
# "פג תוקף הקוד 482913", "Ha caducado el código 482913", "Истёк срок действия кода 482913", "Έληξε ο
# κωδικός 482913", "Lejárt a 482913 kód", "A expirat codul 482913"): the past-tense words
# (code.expired-first), at most two words such as an article or "your" (code.spent-det), the code's
# word with at most two words after it ("de verificación", "التحقق"), and the number, all in one
# clause, no comma between (Tagalog "Expired na ang iyong OTP 604817" too). "Ha caducado tu código
# anterior, usa el código 552817" keeps 552817.
define     code.expired-first                  (?<![\p{L}\p{M}])(?:(?:ha|hab[íi]a)\s(?:caducado|expirado|vencido)|caduc[óo]|expir[óo]|venci[óo]|(?:j[áa]\s)?expirou|venceu|(?:[èe]|e['’])\s(?:gi[àa]\s)?scadut[oa]
                                             + |a\sexpirat|wygas[łl]\p{L}*|vypr[šs]el\p{L}*|vypr[šs]al\p{L}*|lej[áa]rt|(?:уже\s)?ист[её]к(?:ла|ло)?\s(?:срок\sдействия|срок)|(?:вже\s)?(?:сплив|минув)\s(?:термін|строк)(?:\sдії)?
                                             + |изтече\s(?:валидността|срокът)(?:\sна)?|istekao\sje|istekla\sje|истекао\sје|έληξε|έχει\sλήξει|פג\sתוקף|(?:ل?قد\s)?انتهت\s(?:مدة\s)?صلاحية|(?:تم|سبق)\s(?:استخدام|استعمال)
                                             + |s[üu]resi\sdolan|vanhentunut|abgelaufene[rns]?|expired\sna|nag-?expire\sna)(?![\p{L}\p{M}])
define     code.spent-det                      (?:el|la|tu|su|o|a|az|seu|sua|il|lo|tuo|tua|suo|vostro|ο|η|το|your|the|tw[óo]j|v[áa][šs]|va[šs]|je|ваш\p{L}*|на|של|de|del|din|ang|iyong|inyong)
negative   any    code.spent-before    -4      (?i)(?:{code.expired-first})(?:\s+(?:{code.spent-det})(?![\p{L}\p{M}])){0,2}\s+(?:{code.word}|\p{Hebrew}{0,3}קוד\p{Hebrew}{0,2}|(?:ال|بال|لل)?رمز\p{Arabic}{0,2})
                                             + (?:\s+[\p{L}\p{M}]+){0,2}?\s*[:：]?\s*[(（]?(?<![A-Za-z0-9\p{Nd}])(?<code>\p{Nd}+[A-Za-z]{0,6})(?![A-Za-z0-9\p{Nd}])
# A code the user typed, quoted back as wrong, is no code to type ("the code 552 018 entered for
# online banking was incorrect", "Zadaný kód 308 417 je neplatný", "A megadott 4027 kód nem
# egyezik", "Вы ввели неверный код (4417)", "Ви ввели 2741, залишилася 1 спроба"): the number,
# then words as for code.spent-after and the words for "is wrong" (code.wrong-phrase); or the
# words for "you entered" (code.entered), at most a word for "wrong" and the code's word, and the
# number.
define     code.wrong-phrase                   (?<![\p{L}\p{M}])(?:(?:is|was)\s(?:incorrect|invalid|wrong|not\s(?:valid|correct))|(?:does|did)\snot\smatch|(?:doesn|didn)['’]t\smatch
                                             + |(?:ist|war)\s(?:falsch|ung[üu]ltig|nicht\s(?:korrekt|richtig))|(?:est|[ée]tait)\s(?:incorrect|invalide|erron[ée])|(?:es|era|fue)\s(?:incorrecto|inv[áa]lido|err[óo]neo)
                                             + |(?:[èe]|era)\s(?:errato|sbagliato|non\s(?:valido|corretto))|errat[oa](?=[\s.,!])|(?:é|era|est[áa])\s(?:incorreto|inv[áa]lido|errado)|(?:is|was)\s(?:onjuist|ongeldig|fout)
                                             + |(?:jest|by[łl])\s(?:nieprawid[łl]ow|b[łl][ęe]dn|niepoprawn)\p{L}*|(?:je|byl|bol|bola|byla)\s(?:neplatn|nespr[áa]vn|chybn)\p{L}*|nem\s(?:egyezik|helyes|[ée]rv[ée]nyes)
                                             + |(?:är|var)\s(?:felaktig|ogiltig|fel)|(?:har\s)?(?:angetts|angivits)\sfel|(?:er|var)\s(?:forkert|ugyldig|feil)|(?:on|oli)\s(?:virheellinen|väärä)|(?:este|a\sfost)\s(?:incorect|invalid|gre[șş]it)
                                             + |(?:неверн|неправильн|невірн|недійсн|недействител|грешн|погрешн)\p{L}*|(?:hatal[ıi]|ge[çc]ersiz|yanl[ıi][şs])(?:d[ıi]r)?|(?:salah|tidak\s(?:valid|sah|betul))
                                             + |kh[ôo]ng\s(?:đúng|hợp\sl[ệe]|ch[íi]nh\sx[áa]c)|nh[ậa]p\skh[ôo]ng\s(?:dung|chinh\sxac)|nh[ậa]p\ssai|(?:qu[ýy]\skh[áa]ch|b[ạa]n)\sv[ừu]a\snh[ậa]p|είναι\s(?:λανθασμένος|λάθος|άκυρος)|(?:אינו|לא)\s(?:נכון|תקין|תקף)|غير\s(?:صحيح|صالح)|(?:نادرست|اشتباه)\s(?:است|بود)|(?:صحیح|درست)\sنیست|was\sentered\s(?:incorrectly|wrongly)|غلط\s(?:ہے|تھا)
                                             + |は誤りです|が誤っています|틀렸습니다|は間違っています|が間違っています|गलत\s(?:है|था)|ভুল\s(?:ছিল|হয়েছে)|তা\sভুল|সঠিক\sন(?:য়|য়)|no\ses\s(?:correcto|v[áa]lido)|não\s(?:é|está)\s(?:correto|v[áa]lido)|n['’]est\spas\s(?:correct|valide)|non\s[èe]\s(?:corretto|valido)
                                             + |is\snot\s(?:correct|valid)|ay\smali|si\ssahihi|no\s[ée]s\scorrect[ea]|nije\s(?:ispravan|ta[čc]an|validan)|st[äa]mmer\sinte|stemmer\sikke|שגוי(?:ה)?|ไม่ถูกต้อง|ne\scorrespond\spas|தவறானது|δεν\sείναι\s(?:σωστός|έγκυρος)|را\sوارد\sکرد(?:ید|ه‌اید)|مطابقت\sندارد|உள்ளிடப்பட்டது|[ée]s\sincorrecte?|inv[áa]lid[oa]
                                             + |(?:blev|ble|var)\s(?:afvist|avvist|ikke\sgodkjent|ikke\sgodkendt)|avvisades|matchade\sinte|st[äa]mde\sinte|απορρίφθηκε|(?:was|has\sbeen)\s(?:rejected|declined)
                                             + |foi\s(?:recusado|rejeitado)|fue\s(?:rechazado|denegado)|wurde\sabgelehnt|a\s[ée]t[ée]\s(?:refus[ée]|rejet[ée])|[èe]\sstato\srifiutato|werd\s(?:afgewezen|geweigerd)
                                             + |zosta[łl]\sodrzucony|byl\szam[íi]tnut|был\sотклон[её]н|було\sвідхилено)(?![\p{L}\p{M}])
                                             + |ไม่ถูกต้อง|(?:が|は)正しくありません|(?:が|は)一致しません|(?:이\(가\)|가\(이\)|이|가)?\s*일치하지\s*않습니다|(?<![\p{L}\p{M}])ভুল(?![\p{L}\p{M}])
define     code.entered                        (?<![\p{L}\p{M}])(?:you\s(?:have\s)?entered|you['’]ve\sentered|the\sentered|vous avez saisi|vous avez entr[ée]|has\s(?:introducido|ingresado)
                                             + |introdujiste|ingresaste|voc[êe]\s(?:digitou|inseriu|informou)|hai\sinserito|wprowadzi[łl]\p{L}*|wpisa[łl]\p{L}*|zadal\p{L}*\sjste
                                             + |zadali\sste|uneti|uneseni|zadan(?![ií])\p{L}*|megadott|du\sangav|du\s(?:har\s)?angett|angivna|du\sindtastede|du skrev inn|sy[öo]tt[äa]m[äa]si|ai\sintrodus|ha(?:s)?\sintrodu[iï]t|introdus(?:ă|a)?|вы\sввели|ви\sввели|введ[её]нн\p{L}*|въведени\p{L}*
                                             + |введен\p{L}*|въведохте|unijeli\sste|uneli\sste|girdi[ğg]iniz|anda masukkan|yang dimasukkan|bạn\sđã\snhập|uliingiza|uliouingiza|ulioingiza|nh[ậa]p\ssai(?:\sm[ãa])?|umeingiza|umeweka|εισαγάγατε|πληκτρολογήσατε|הזנת|wpisano|wprowadzono|입력하신|입력한|உள்ளிட்ட|(?:(?:لقد\s+)?أدخلت|تم\s+إدخال)(?:\s+رمز(?:\s+\p{Arabic}+)?(?:\s+غير\s+صحيح)?)?|(?:ה)?קוד(?:\s+ה\p{Hebrew}+)?\s+שהוזן)(?![\p{L}\p{M}])|[您你]?(?:輸入|输入)(?:的|之)|入力(?:された|した)|ご入力(?:いただいた|された)|คุณกรอกรหัส(?:\s*OTP)?
define     code.wrong-adj                      (?:wrong|incorrecte|incorrect|invalid|inv[áa]lid[oa]|invalide|falsche[nr]?|ung[üu]ltige[nr]?|incorrecto|err[óo]neo|incorreto|errado|errato|sbagliato|onjuist[e]?|ongeldig[e]?
                                             + |nieprawid[łl]ow\p{L}*|b[łl][ęe]dn\p{L}*|neplatn\p{L}*|nespr[áa]vn\p{L}*|chybn\p{L}*|hib[áa]s|felaktig[a]?|forkert[e]?|feil|v[äa][äa]r[äa]n?|gre[șşs]it\p{L}*
                                             + |неверн\p{L}*|неправильн\p{L}*|невірн\p{L}*|грешн\p{L}*|грешен|neta[čc]an|neta[čc]n\p{L}*|pogre[šs]an|pogre[šs]n\p{L}*|neispravan|neispravn\p{L}*|нетачан|нетачн\p{L}*|погрешан|verkeerde?|mali\s+ang|usio sahihi|isiyo sahihi|si sahihi|yanl[ıi][şs]|hatal[ıi]|salah|λάθος|שגוי|غلط|தவறான|ভুল|गलत|잘못된|잘못\s입력된|incorect[ăa]?)
define     code.wrong-number                   (?<![A-Za-z0-9\p{Nd}])(?<code>\p{Nd}(?:\p{Nd}|[ \-.](?=\p{Nd})){3,13})(?![A-Za-z0-9\p{Nd}])
# A comma may follow the number before a clause saying "you" entered it, and stand before the word
# for "wrong" ("Koden 950318, du indtastede, er forkert", "Koden 402815, som du skrev inn, er feil");
# not after any number, which let the words run on into the next clause of many a sentence (+2 M
# on 2 MB of mail), nor before all of code.entered, which doubled the pattern to compile.
negative   any    code.wrong-after     -4      (?i){code.wrong-number}[)\]'"»”’」』）]?(?:,(?=\s*(?:(?:som|that)\s+)?(?:du|you)\s))?(?:\s+{code.spent-stop}(?:[\p{L}\p{M}'’]+|\p{Nd}[\p{Nd}\-]*(?::[0-9]{2})?\p{L}*|[£$€¥₹]\p{Nd}[\p{Nd},]*(?:\.\p{Nd}{2})?)){0,9}?(?:\s*{code.word})?,?\s*(?:{code.wrong-phrase})
negative   any    code.entered-before  -4      (?i)(?:{code.entered})(?:\s+(?:{code.wrong-adj}|fel)(?![\p{L}\p{M}]))?(?:\s+(?:the|an?|den|die|das|einen|le|la|un|una|el|o|il|a|het|de|az|your|ваш))?(?:(?:\s+[\p{L}\p{M}]+)?\s*(?:{code.word}|msimbo))?(?:\s+(?:{code.wrong-adj})(?![\p{L}\p{M}]))?
                                             + (?:\s*[:：(（]\s*|\s+|(?<=\p{Han})){code.wrong-number}
# The last attempt quoted back in parentheses ("3 incorrect verification codes were entered (last
# attempt: 409 776)", "(laatste poging: 448201)", "(letzter Versuch: 551208)"): a code typed wrong.
negative   any    code.last-attempt    -4      (?i)[(（]\s*(?:last attempt|latest attempt|final attempt|最後輸入|最后输入|laatste poging|letzter versuch|derni[èe]re tentative|[úu]ltimo intento|[úu]ltima tentativa|ultimo tentativo|ostatnia pr[óo]ba|posledn[íi] pokus|senaste f[öo]rs[öo]ket|sidste fors[øo]g|siste fors[øo]k)\s*[:：]?\s*{code.wrong-number}\s*[)）]
# The word for "wrong" before the code's word: "грешен код 508213", "Invalid code 482913",
# "தவறான OTP 520934 உள்ளிடப்பட்டது".
negative   any    code.wrong-before    -4      (?i)(?:(?<![\p{L}\p{M}])(?:{code.wrong-adj})(?![\p{L}\p{M}])(?:\s+(?:memasukkan|masukkan|mengisi))?(?:\s+(?:2-step|two-step|2-factor|two-factor|2fa|one-time|login|sign-in|security|verification|ellen[őo]rz[őo])){0,2}\s+(?:{code.word}|tan(?![\p{L}\p{M}]))|(?:{code.word})\s+(?:(?:saisi|entr[ée]|introducido|ingresado|inserito|digitado|entered)\s+)?(?:{code.wrong-adj})(?![\p{L}\p{M}]))(?:\s+(?:sms|otp|verifikasi|pengesahan|verification))?(?:\s+(?:(?:was|has\s+been|wurde|werd|is)\s+)?(?:adott\s+meg|adt[áa]l\s+meg|entered|eingegeben|saisi|introducido|inserito|ingevoerd|indtastet|angivet|tastet\s+inn|giri[şs]i|girildi|درج\s+کیا\s+گیا|na\s+inilagay\s+mo|na))?(?:\s*[(（]\s*(?:[\p{L}\p{M}]+\s+){0,2}[\p{L}\p{M}]+\s*[:：]?\s*|\s*[:：(（]?\s*){code.wrong-number}
# Swedish "fel" (wrong) alone is a prefix of many words, so the gate would run the rule above on
# most messages: "Fel kod (204418) angavs tre gånger" is a rule of its own, led by "fel kod".
negative   sv     code.wrong-sv        -4      (?i)(?<![\p{L}\p{M}])fel kod(?:en)?\s*[(（:：]?\s*{code.wrong-number}
# Serbian, Croatian and Bosnian "kod" is also "at": a card paid an amount at a merchant ("3.450,00
# RSD kod MAXI 0412 BEOGRAD"). After a currency, and before a name in capitals, it is no word for
# a code: the rule hides the keyword and penalizes nothing. The currency is looked behind for, so
# that the gate waits for "kod", not for "din" or "km".
negative   any    kod.at-merchant      0       (?-i:(?<=RSD |EUR |BAM |KM |HRK |MKD |din |din\. |€ |\*\p{Nd}{4} )kod(?= \p{Lu}{2,}))
# A card payment's merchant as the bank prints it, after the amount and "at" ("89,99 zl w ZABKA
# Z4127 KRAKOW", "12.40 EUR at TESCO S2231 DUBLIN"): a store's number between the chain's name and
# the town, in capitals, or the payment's verdict ("BLIK 89,99 zł w ZABKA Z3341 zaakceptowana"),
# never a code. The currency and its "at" are written out as phrases, so that
# the gate waits for "EUR at", not for every amount.
negative   any    merchant.store-number -4     (?<=\p{Nd})[ \x{A0}]?(?:zł w|zl w|PLN w|EUR at|EUR w|EUR bei|EUR chez|EUR en|EUR presso|EUR em|EUR u|EUR v|EUR la|USD at|GBP at|CZK v|Kč v|RON la|lei la|RSD u|€ at|\$ at|£ at)\s+(?:\p{Lu}[\p{Lu}&'.\-]*\s+){1,3}(?<code>(?=[A-Z]*[0-9])[A-Z0-9]{4,12})(?=\s+(?:\p{Lu}{2,}|zaakceptowan|zrealizowan|odrzucon|approved|declined|accepted))
# A code called old or previous ("Starý kód 1357 platí do 30. 6.", "the old code 4412 works until
# Friday", "der alte Code 2580"): a building's or a lock's code being replaced, never one to type now.
negative   any    code.old             -4      (?i)(?<![\p{L}\p{M}])(?:star[ýyáa]|old|previous|alte[rn]?|bisherige[rn]?|ancien|antiguo|vecchio|stary|dotychczasowy|oude|vorige|gamla|gamle|vanha|r[ée]gi|eski|старый|прежний|старий|стария|стари|παλιός)
                                             + \s+(?:k[óo]d|codes?|kod|c[oó]digo|codice|kode[n]?|koodi|koden|код|κωδικός)\s*[:：]?\s*(?<code>\p{Nd}{3,10}[#*]?)(?![\p{Nd}])
# A phone's or a tablet's model after its brand ("устройство Samsung SM-A546B", "from a Xiaomi
# 2201117TG", "iPhone 15"): which device signed in, never a code.
negative   any    device.model         -5      (?i)(?<![\p{L}\p{M}])(?:samsung|xiaomi|redmi|huawei|oppo|vivo|realme|oneplus|nokia|motorola|pixel|xperia|lenovo|honor|iphone|ipad|sony|bose|jbl|sennheiser|dyson|garmin|canon|nikon|logitech|dell|asus|acer|philips|bosch|siemens)
                                             + (?:\s+galaxy)?\s+(?<code>(?=[A-Za-z\-]*[0-9])[A-Za-z0-9][A-Za-z0-9\-]{2,15})(?![A-Za-z0-9\-])
# A default or factory PIN or password ("Default admin PIN: 1234", "il PIN predefinito è 0000",
# "factory password 12345678"): a device's or a SIM's standing setting, never a one-time code.
define     pin.default-word                    default|predefinit[oa]|par d[ée]faut|por defecto|padr[ãa]o|डिफ़ॉल्ट|डिफॉल्ट
negative   any    pin.default          -4      (?i)(?<![\p{L}\p{M}])(?:{pin.default-word}|factory)\s+(?:admin\s+)?(?:PIN|password|passcode|passwort|mot de passe|contrase[ñn]a|senha)(?![\p{L}\p{M}])\s*(?:is|est|es|è|é|:)?\s*[:：]?\s*(?<code>\p{Nd}{4,10})(?!\p{Nd})
# A PIN named for a new card ("ПИН кодът за новата Ви дебитна карта ***8804 е 4172", "the PIN for
# your new card is 4172"): the card's own PIN, to remember, not a one-time code.
negative   any    pin.new-card         -4      (?i)(?<![\p{L}\p{M}])(?:PIN|ПИН)[12]?(?:[\s\-]?(?:код\p{L}*|codes?|kod\p{L}*|k[óo]d\p{L}*|c[oó]digo|codice))?\s+(?:(?:for|za|за|для|para|pour|f[üu]r|per|do|dla|na|pre|pro|de|от)\s+)?
                                             + (?:[\p{L}\p{M}]+\s+){0,2}?(?:new|nov\p{L}*|новата|нова|новую|новой|nueva|nouvelle|neue[n]?|nuova|yeni|baru|m[ớo]i)\s+(?:[\p{L}\p{M}]+\s+){0,2}?
                                             + (?:cards?|карта(?:та)?|карт[аыу]|tarjeta|carte|karte|kart[aeuyę]|cart[ãa]o|carta)(?![\p{L}\p{M}])[^.!?\n]{0,40}?(?:\s(?:is|е|es|est|ist|é|è|je|jest|este)\s|[:：]\s*)(?<code>\p{Nd}{4,6})(?!\p{Nd})
# Digits glued by "@" to letters before them ("पासवर्ड: taj@2025", "user@2024"): the end of a
# password or a handle, never a code (an origin line's code follows "#").
negative   any    at-suffix            -4      (?<=[\p{L}\p{Nd}._])@(?<code>\p{Nd}{4,10})(?![\p{L}\p{Nd}])
# Hungary's OTP Bank (and OTP banka, OTPdirekt) is a bank's name, not a one-time password.
negative   any    otp.bank             0       (?<![\p{L}\p{M}])OTP\s?(?i:bank(?:a)?|direkt|smartbank)(?![\p{L}\p{M}])
# Arabic in Latin letters writes sounds with digits (ta2kid, ba3d, 7aga, mo2aqat): such words,
# lowercase with a vowel, are words, not codes (x7k2m9 has no vowel and stays a candidate). The
# word is matched inside a lookahead, so the rule hides no keyword ("ramz el ta2kid"); a first
# lookahead for a digit among the word's letters turns away most words at once.
negative   ar     arabizi.word         -2      (?<![A-Za-z0-9+/\-])(?=[A-Za-z]*[2356789])(?=(?<code>(?=[A-Za-z0-9]*[aeiou])[A-Z]?[a-z]*(?:[2356789]+[a-z]+)+[2356789]?
                                             + |[A-Z]?[a-z]+[2356789])(?![A-Za-z0-9+/\-]))
negative   any    wifi                 -4      (?i)(?<![\p{L}\p{M}])(?:wi[\-‑‐]?fi|wlan|wireless|network)\s+(?:password
                                             + |passwort|key|code|mot\s+de\s+passe|contrase[ñn]a|senha)(?:\s+[\p{L}\p{M}\-]+){0,4}?\s*(?:is
                                             + |est|es|é|lautet|ist)?\s*[:：]?\s*(?<code>[A-Za-z0-9\-](?:[A-Za-z0-9\-]|[@#!$%&*+.](?=[A-Za-z0-9])){3,40})
negative   any    wifi.cjk             -4      (?i)(?:wi[\-‑‐]?fi|wlan|无线网络|無線網路)\s*(?:密码|密碼|パスワード|비밀번호|暗号キー)\s*(?:是
                                             + |为|為|は|는|은)?\s*[:：]?\s*(?<code>[A-Za-z0-9\-](?:[A-Za-z0-9\-]|[@#!$%&*+.](?=[A-Za-z0-9])){3,40})
# A Wi-Fi password a hotel, café or landlord prints after the network's name, in the same
# sentence or on the next line ("Wi-Fi Glicine_Ospiti, password 39201475", "Wifi: LaPlaza_5G /
# clave: 8412", "Wi-Fi: Shanti_Guest\nपासवर्ड: shanti@2024", "宽带WiFi名称：ChinaNet-8F2A，密码：
# 86521049", "κωδικός θάλασσα2024", "Netværk: SktPetri-Guest, adgangskode 71727374", "Trådløst net:
# SktPetri_Guest, kode 83217540" (a plain "kode" only before eight digits or more, a Wi-Fi
# password's least), "Red:
# ARTS_GUEST, contraseña 08005080": a word for a network counts only before a colon; symbols,
# and letters of any script, inside a password are part
# of it). The span between may not hold a one-time
# code's word, so the rule hides no keyword of a code sent in the same line.
define     card.otp-word                       (?<![\p{L}\p{M}])(?-i:(?:codes?|kod\p{L}*|код\p{L}*|c[oó]digo|codice|otp|OTP|TAN|verif\p{L}*|one-time|expir\p{L}*|valid|g[üu]ltig|никому|لا\s+تشارك))(?![\p{L}\p{M}])|验证码|驗證碼|認証コード|인증\s?번호
define     wifi.word                           (?<![A-Za-z\p{M}])(?:wi[\-‑‐]?fi|wlan|ssid)(?![A-Za-z])|(?<![\p{L}\p{M}])(?:wireless|hotspot|ה?וו?יי?פיי?|(?:ال)?واي\s?فاي|وای[\s\x{200C}]?فای|وائی\s?فائی|вай-?фай|ваи-?фаи|ไวไฟ|வைஃபை|ওয়াই-?ফাই|वाई-?फ़?ाई|sie[ćc]|(?:netv[æa]rk|tr[åa]dl[øo]st\s+net|n[äa]tverk|nettverk|netzwerk|r[ée]seau|rete|rede|(?-i:Red)|verkko|h[áa]l[óo]zat|רשת|(?:اسم\s+)?(?:ال)?شبكة)(?=\s*:)|[לב]?רשת(?=\s+[A-Za-z0-9_\-]+\s*[:,]))(?![\p{L}\p{M}])|无线网络?|無線網路|와이파이|ワイファイ
define     wifi.password                       (?<![\p{L}\p{M}])(?<!time\s)(?<!one-time\s)(?<!temporary\s)(?:password|passwort|kennwort|key|pass|mot\s+de\s+passe|mdp|contrase[ñn]a|clave
                                             + |senha|parola\s+d['’]ordine|has[łl]o|heslo|jelsz[óo]|salasana|l[öo]senord|passord|adgangskode|kode(?=\s+\p{Nd}{8,})|wachtwoord|parola|[şs]ifre\p{L}*
                                             + |kata\s+(?:sandi|laluan)|m[ậa]t\s+kh[ẩa]u|lozink[aeu]|лозинк[аеу]|пароль|парола|κωδικός(?:\s+πρόσβασης)?|κωδ\.|k[wo]dik(?:os|o)|ה?סיסמ(?:ה|א)
                                             + |schl[üu]ssel|cl[ée]|clau|chiave|sleutel|nyckel(?:n)?|n[øo]gle(?:n)?|n[øo]kkel(?:en)?|avain|kulcs|anahtar[ıi]?|cheie(?:a)?|kl[íi][čc]|kľúč|klju[čc]|klucz
                                             + |kunci|ключ(?:а)?|κλειδί
                                             + |كلمة\s+(?:ال)?(?:مرور|سر)|رمز(?:\s+عبور)?|گذرواژه|پاس\s?ورڈ|पासवर्ड|পাসওয়ার্ড|கடவுச்சொல்|nenosiri|neno\s+la\s+siri)(?![\p{L}\p{M}])
                                             + |รหัส(?:ผ่าน)?|密码|密碼|パスワード|暗号キー|비밀번호
# A Wi-Fi password as wifi.after and wifi.after-sentence read it: letters of any script, digits,
# "-" and "_", and symbols inside it.
define     wifi.password-value                 (?<code>[\p{L}0-9\p{Nd}\-_](?:[\p{L}0-9\p{Nd}\-_]|[@#!$%&*+.](?=[\p{L}0-9\p{Nd}])){3,40})
negative   any    wifi.after           -4      (?i)(?:{wifi.word})(?:(?!{card.otp-word})(?:[^.!?。！？\n]|\n(?!\s*\n))
                                             + |\.(?=\S)){0,60}?(?:{wifi.password})(?:\s+(?:is|est|es|és|é|è|ist|lautet|to|jest|je|är|er|on|είναι|einai|ine|là|adalah|ni)|\s*(?:是|为|為|は))?\s*[:：=]?\s*{wifi.password-value}
# The password in the sentence after the network's ("Red Wi-Fi: VIPS_FREE. Contraseña: 20261129"):
# a password's label opening the sentence, with a colon.
negative   any    wifi.after-sentence  -4      (?i)(?:{wifi.word})[^.!?。！？\n]{0,60}\.\s+(?:{wifi.password})\s*[:：=]\s*{wifi.password-value}
# The password named before the network: "hasło do WiFi to 40917365", "password for the Wi-Fi: …",
# "la clau del wifi de l'apartament és 40917365", "Κωδικός Wi-Fi: 4fKt9xQz2w".
negative   any    wifi.before          -4      (?i)(?:{wifi.password})\s+(?:(?:do|for|to|для|от|na|za|de|del|du|per|f[üu]r|zum|vom|van|voor|k|ke|untuk|cho|dla|f[öo]r|til|ng|ya|της|του|للـ?|لل|برای)\s+(?:the\s+|la\s+|el\s+|le\s+|das\s+|den\s+|il\s+|o\s+|a\s+)?)?(?:{wifi.word})(?:\s+[\p{L}\p{M}\p{Nd}\-_'’]+){0,2}?
                                             + (?:\s+(?:is|est|es|és|é|è|ist|lautet|to|jest|je|är|er|on|είναι|einai|ine|là|adalah|ni))?\s*[:：=]?\s*(?<code>[A-Za-z0-9\p{Nd}\-_](?:[A-Za-z0-9\p{Nd}\-_]|[@#!$%&*+.](?=[A-Za-z0-9\p{Nd}])){3,40})(?![A-Za-z0-9\p{Nd}\-_])
# A device's admin login, user and password together ("korisnik admin, lozinka SBB4f29aa", "user:
# admin, password: x7Kp2m"): a router's or a camera's standing credentials, never a one-time code.
negative   any    device.admin-login   -4      (?i)(?<![\p{L}\p{M}])(?:user(?:name)?|korisnik|benutzer(?:name)?|usuario|utilisateur|login|brugernavn|anv[äa]ndarnamn|gebruikersnaam|u[żz]ytkownik|u[žz]ivatel|felhaszn[áa]l[óo]|kullan[ıi]c[ıi]|pengguna|логин|корисник)
                                             + \s*[:：=]?\s*admin\p{L}*[,;]?\s+(?:{wifi.password})
                                             + \s*[:：=]?\s*(?<code>[^\s,;]{4,40}?)(?=[.,;]?(?:\s|$))
# A PIN or PUK printed for a gift card, a voucher or a SIM card ("gift card … Card number …,
# PIN 8372", "SIM card number … PIN 0000  PUK 61220937", "بطاقة هدايا … الرقم السري 7731",
# "Dárkový poukaz … Kód poukazu: ALZ-7K3M-9QP2, PIN: 4826"): the card's own PIN, not a one-time
# code. A PUK is never one.
negative   any    pin.card             -4      (?i)(?:(?<![\p{L}\p{M}])(?:gift\s?cards?|e-?gift|gift\s+vouchers?|sim(?:\s?cards?)?|geschenk(?:karte|gutschein)|gutschein\p{L}*
                                             + |carte[s]?[-\s]cadeaux?|ch[èe]que[-\s]cadeau|tarjeta\s+(?:de\s+)?regalo|cart[ãa]o[-\s]presente|vale[-\s]presente|carta\s+regalo|buono\s+regalo
                                             + |cadeau(?:kaart|bon)|karta\s+podarunkowa|bon\s+podarunkowy|подарочн\p{L}*\s+(?:карт\p{L}*|сертификат\p{L}*)|подарунков\p{L}*\s+карт\p{L}*
                                             + |сим-?карт\p{L}*|karta\s+sim|hediye\s+kart\p{L}*|kartu\s+(?:hadiah|SIM)|th[ẻe]\s+(?:qu[àa]\s+t[ặa]ng|SIM)|presentkort\p{L}*|gavekort\p{L}*
                                             + |lahjakort\p{L}*|d[áa]rkov\p{L}*\s+(?:poukaz|kart|certifik[áa]t)\p{L}*|poukaz\p{L}*|pouk[áa][žz]k\p{L}*|dar[čc]ekov\p{L}*\s+(?:poukaz|kart)\p{L}*
                                             + |aj[áa]nd[ée]k(?:k[áa]rty|utalv[áa]ny)\p{L}*|card(?:ul)?\s+cadou|voucher\p{L}*|cheque[-\s]regalo|hediye\s+[çc]ek\p{L}*|poklon[-\s]?(?:bon|kartic)\p{L}*
                                             + |δωροκάρτ\p{L}*|δωροεπιταγ\p{L}*|ваучер\p{L}*|(?:ال)?بطاق(?:ة|ات)\s+(?:ال)?(?:هدايا|هدية|شحن)|شريحة|کارت\s+هدیه|گیفت\s+کارت|गिफ्ट\s+कार्ड|গিফট\s+কার্ড|כרטיס\s+מתנה
                                             + |کارڈ\s+تحفہ)(?![\p{L}\p{M}])|ギフトカード|ギフト券|礼品卡|禮物卡|购物卡|購物卡|기프트\s?카드|상품권|บัตรของขวัญ)(?:(?!{card.otp-word})[^\n]){0,120}?
                                             + (?:(?<![\p{L}\p{M}])(?:(?:PIN|PUK\d?)(?:[\s-]?(?:code|k[óo]d|kode|kodu|код))?|(?:code|c[oó]digo|codice|kod)\s+PIN|ПИН(?:-код)?|пин-код|(?:ال)?(?:رقم|رمز)\s+(?:ال)?سري|رمز\s+PIN)(?![\p{L}\p{M}])|密码|暗証番号|비밀번호|รหัส\s?PIN)
                                             + (?:\s+(?:{pin.default-word}|iniziale|inicial|initial|standard))?\s*(?:is|est|es|ist|è|é|:)?\s*[:：]?\s*(?<code>\p{Nd}{4,10})(?!\p{Nd})
negative   any    puk                  -5      (?<![\p{L}\p{M}])PUK\d?(?:[\s\-]*(?i:codes?|kod\p{L}*|kode\p{L}*|koodi\p{L}*|код\p{L}*|k[óo]d\p{L}*|c[oó]digo|codice))?(?:\s+(?i:pentru|for|f[üu]r|pour|para|per|dla|pro|f[öo]r|til|для)\s+[^\n:：]{1,40}?)?(?:\s+(?i:is|on|er|är|ist|lautet|est|es|é|è|je|jest|este|е))?\s*[:：]?\s*(?<code>\p{Nd}{8})(?!\p{Nd})
# The post office or branch a parcel waits at, by its number ("Посылка … прибыла в отделение
# 119021", "у відділення №27", "w oddziale 112", "in der Filiale 4711", "na pobočce 11000", "برانچ
# 0457 پر"): the office's index or number, not a code; a pickup code has its own label. (Not
# Hungarian "fiók": it is an account too, "Yettel fiók: 3386 a belépési kódod".)
negative   any    branch.number        -5      (?i)(?:(?<![\p{L}\p{M}])(?<!elektronickej |elektronické |elektronickou |elektronickú )(?:отделени\p{L}*|відділенн\p{L}*|почтомат\p{L}*|поштомат\p{L}*|ОПС|oddzia[łl]\p{L}*|placówk\p{L}*|placówc\p{L}*|placowk\p{L}*|placowc\p{L}*|filial\p{L}*|postfiliale|zweigstelle|pobo[čc]k\p{L}*
                                             + |postahivatal\p{L}*|postapont\p{L}*|şube\p{L}*|sube(?:si)?|cabang|cawangan|chi nh[áa]nh|b[ưu]u c[ụu]c|sangay|tawi|sucursal\p{L}*|ag[êe]ncia|agence|succursale|ufficio postale|filiaal|vestiging
                                             + |postkantoor|postombud|posthus|postkontor|toimipist\p{L}*|υποκατάστημα|κατάστημα|סניף|فرع|شعبه|برانچ|ब्रांच|ব্রাঞ্চ|branch|post office|depot|клон|експозитур\p{L}*|ekspozitur\p{L}*|शाखा|শাখা|கிளை)(?![\p{L}\p{M}])
                                             + (?:\s+(?:no\.?|nr\.?|n[º°o]\.?|номер|№|#))?\s*[:：№#]?\s*|(?:สาขา|网点|網點|营业厅|支行|支店|営業所|郵便局|지점|우체국)\s*)(?<code>\p{Nd}{3,6})(?![\p{Nd}])
# Postal codes, named in each language ("Post" alone names a brand: Poste Italiane, PostNL,
# Postbank; whole words only). Up to 40 characters may stand between the label and the code
# ("postal code of your registered address is 11564") as long as no word of a code's label
# does; the code is a postal code's shape: 4-7 digits (with a ZIP+4, CEP or Japanese suffix),
# 3+2 (Czech, Slovak, Swedish, Greek), 10 (Iran), or a British or Canadian postcode. Turkish
# "posta kodu" with "-yla" (with) comes after its number ("34710 posta koduyla eşleştirmek için
# 938162 kodunu"): zip.after's.
negative   any    zip                  -4      (?i)(?:(?<![\p{L}\p{M}])(?:zip|postal|post(?=\s?codes?)|postleitzahl
                                             + |plz|cep|postnummer|postnumret|postnr|postinumero\p{L}*|poskod|irányítószám\p{L}*
                                             + |(?-i:PSČ|PSC|CAP|Τ\.\s?Κ\.|ΤΚ))(?:\s?codes?)?(?![\p{L}\p{M}])|c[oó]digo\s+postal|code\s+postal
                                             + |codice\s+postale|kode\s+pos|posta\s+kodu(?!yla|yle)|kod(?:u|em)?\s+pocztow\p{L}*|cod(?:ul|ului)?\s+po[sșş]tal
                                             + |po[šs]tansk\p{L}*\s+broj\p{L}*|po[šs]tov\p{L}*\s+sm[ěe]rovac\p{L}*\s+[čc][íi]sl\p{L}*
                                             + |m[ãa]\s+b[ưu]u\s+(?:ch[íi]nh|đi[ệe]n|di[ệe]n)|msimbo\s+wa\s+posta|رمز\s+البريد|الرمز\s+البريدي
                                             + |почтов\p{L}*\s+индекс|поштов\p{L}*\s+індекс|пощенски\s+код|поштанск\p{L}*\s+број\p{L}*
                                             + |ταχυδρομικ\p{L}*\s+κ[ωώ]δικ\p{L}*|(?:ال)?(?:رمز|كود|رقم|ترميز)\s+(?:(?:ال)?منطقة\s+)?(?:ال)?بريد[يى]
                                             + |کد\s?\x{200C}?پستی|پوسٹ(?:ل)?\s?کوڈ|ایریا\s?کوڈ|[הבלו]?מיקוד|(?:पोस्टल|पोस्ट|डाक)\s?कोड|(?:পোস্ট(?:াল)?|ডাক)\s?কোড
                                             + |รหัสไปรษณีย์|அஞ்சல்\s?குறியீ[\p{L}\p{M}]*|邮编|邮政编码|郵遞區號|郵政編碼|郵編|郵便番号|〒|우편\s?번호)(?:\s?codes?)?(?:(?!(?&label))[^\p{Nd}\n.!?]){0,40}?(?<code>\p{Nd}{5}-?\p{Nd}{5}
                                             + |\p{Nd}{4,7}(?:-\p{Nd}{3,4})?|\p{Nd}{3}[\-\x{A0} ]\p{Nd}{2,4})(?!\p{Nd})(?(DEFINE)(?<label>code|cod|kod|k[óo]d|kood|otp|pin
                                             + |pass|token|senha|parol|lozink|heslo|has[łl]o|jelsz|salasan|[şs]ifre|sandi|msimbo|mật|код|пароль|лозинк|رمز|کد|کوڈ|קוד|סיסמ
                                             + |कोड|কোড|குறியீ|รหัส|κωδ|コード|코드|码|碼|番号|번호))
# India's six-digit PIN codes; "PIN code" alone may also be a card PIN, so only the PIN code shape.
negative   any    zip.india            -4      (?i)(?:(?<![\p{L}\p{M}])pincode|पिन\s?कोड|पिनकोड|পিন\s?কোড|பின்\s?கோடு|பின்\s?கோட்)\s*[:：\-]?\s*(?<code>[1-9]\p{Nd}{5})(?!\p{Nd})
negative   any    zip.after            -4      (?i)(?<!\p{Nd})(?<code>\p{Nd}{4,6})\s+(?:posta\s+kodu|kode\s+pos|poskod|postal\s+code|zip\s+code|पिन\s?कोड|पिनकोड)
# A Danish or Norwegian postcode after "til" or "på" and before its town ("leveres … til 8000
# Aarhus C"): where a parcel goes, not a code. Not after "i": a one-letter word would let the rule
# run on every message.
negative   any    zip.before-town      -4      (?<![\p{L}\p{M}])(?:til|på)\s+(?<code>[1-9][0-9]{3})\s+\p{Lu}\p{Ll}{2,}(?:\s+[A-ZÆØÅ](?![\p{L}\p{M}]))?(?![\p{L}\p{M}])
# A service's number glued to "user" or "member" ("12306用户手机核验码", "95588会员"): the railway's
# or the bank's name, not a code.
negative   any    service.cjk-number   -4      (?<!\p{Nd})(?<code>\p{Nd}{5})(?:用户|用戶|会员|會員)
# A code redeemed for a voucher ("口令 LKXQ88 兑换 9.9 元任意饮品券"): a promotion's, not a one-time code.
negative   any    promo.redeem-cjk     -4      (?<![A-Za-z0-9])(?<code>[A-Za-z0-9]{4,12})[ \x{3000}]?(?:兑换|兌換)
# An address: a postal code after "in", "an" or a comma and before a capitalized place name
# ("in 20095 Hamburg", "Λ. Κηφισίας 44, 15125 Μαρούσι", "D-80331 München"), and an Israeli one of
# seven digits before the town ("ברח' הרצל 15, 7610001 רחובות").
negative   any    zip.city             -4      (?:(?<![\p{L}\p{M}])(?:(?i:in|an|nach|aus|bei|à|en|em|w|ve)[ \t]+|(?<!\p{Nd})(?:D|A|CH|F|I|B|NL|L)-)|,[ \t]*)(?|(?<code>\p{Nd}{4,5})[ \t]+(?=\p{Lu}\p{Ll}{2,})|(?<code>\p{Nd}{7})[ \t]+(?=\p{Hebrew}{2,}))
# A postcode right after an address's label and its colon, before the town ("Szállítási cím: 6720
# Szeged", "Address: 2000 Antwerpen"). A rule of its own, so that the gate waits for the label.
# A postcode after the town that ends a street address ("Jl. Malioboro No. 52, Yogyakarta 55271"),
# or right after a Malaysian or Indonesian street's name ("Jalan Ampang 50450"), and a Russian
# six-digit index before the town and the street ("630099, Новосибирск, ул. Ленина") or after
# them ("ул. Ленина, 48, Екатеринбург 620014", or with a comma: "…, г. Екатеринбург, 620014").
negative   any    zip.street           -4      (?<![\p{L}\p{M}])(?|(?:Jl\.|Jalan|Street|St\.|Rd\.|Road|Str\.|Straße|ul\.|Calle|Rua|Via)[^\n]{0,60}?,[ \t]*\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?[ \t]+(?<code>\p{Nd}{5})(?!\p{Nd})
                                             + |(?:Jl\.|Jalan)[ \t]+\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?[ \t]+(?<code>\p{Nd}{5})(?!\p{Nd})
                                             + |(?:ул\.|улица|просп\.|пр-т)[^\n]{0,60}?,[ \t]*(?:г\.[ \t]*)?\p{Lu}\p{Ll}+(?:[ \t\-]\p{Lu}\p{Ll}+)?,?[ \t]+(?<code>\p{Nd}{6})(?!\p{Nd}))
negative   any    zip.ru-index         -4      (?<!\p{Nd})(?<code>\p{Nd}{6}),[ \t]*(?:г\.[ \t]*)?\p{Lu}\p{Ll}{3,},[ \t]*(?:ул|пр|просп|д|пер|бул)\.
# The word for an address, as zip.address-end and zip.address read it before a colon.
define     address.word                        address|adresse|adres|adresa|direcci[óo]n|indirizzo|endere[çc]o|адрес
# A postcode ending an address line after its label ("டெலிவரி முகவரி: 12, காமராஜர் தெரு, கோயம்புத்தூர் –
# 641002", "पता: 14, एमजी रोड, पुणे 411001", "Address: 5 Main St, Springfield 62704"): where the address ends.
negative   any    zip.address-end      -4      (?i)(?:(?<![\p{L}\p{M}])(?:{address.word}|anschrift|முகவரி|पता|ঠিকানা|پتہ|عنوان|آدرس)|住所|地址|주소|ที่อยู่)[ \t]*[:：][^\n:：]{0,120}?[\s,–\-](?<code>\p{Nd}{4,6})[ \t.]*(?=\r?\n|$)
negative   any    zip.address          -4      (?i)(?<![\p{L}\p{M}])(?:c[íi]m|{address.word}|osoite|adress|διεύθυνση)[ \t]*[:：][ \t]*(?<code>\p{Nd}{4,5})[ \t]+(?=\p{Lu}\p{Ll}{2,})
# ---- negative contexts: promotions ------------------------------------------------------------
negative   any    promo                -4      (?i)(?<![\p{L}\p{M}])(?:prom[oó](?:tion(?:al)?|cional|cionais|zionale|tionnel(?:le)?|[țt]ional
                                             + |syon|si|ci[óo]s)?|discount|coupon
                                             + |voucher|gift|referral|invite|redeem|cupom|cup[oó]n?|descuento|descompte
                                             + |desconto|gutschein|aktions|rabatt|r[ée]duction|sconto|korting
                                             + |rabatowy|rabat|indirim|kupon|diskon|diskaun|baucar|diskwento|punguzo|kuponi|vocha
                                             + |popust\p{L}*|vau[čc]er\p{L}*|gi[ảa]m\s+gi[áa]|gi[ảa]m|khuy[ếe]n\s+m[ãa]i|slev\p{L}*|z[ľl]av\p{L}*
                                             + |kedvezm[ée]ny\p{L}*|akci[óo]s|alennus\p{L}*|tarjous\p{L}*|kampanj\p{L}*|reducere\p{L}*
                                             + |优惠码?|優惠碼?|折扣[码碼]|兑换码|兌換碼|促销码|クーポン|キャンペーン|割引|プロモーション|쿠폰|할인|프로모션
                                             + |промо|скидк\p{L}*|знижк\p{L}*|отстъпк\p{L}*|попуст\p{L}*|ваучер\p{L}*
                                             + |купон|كوبون|برومو|الخصم|خصم|تخفیف|کوپن|پرومو|ڈسکاؤنٹ|رعایت|קופון|הנחה|कूपन|प्रोमो|डिस्काउंट|প্রোমো
                                             + |কুপন|ডিসকাউন্ট|ছাড়|தள்ளுபடி|கூப்பன்|ப்ரோமோ|ส่วนลด|คูปอง|โปรโมชั่น|έκπτωσ\p{L}*|εκπτωτικ\p{L}*|κουπόνι)[\s-]*(?:code|codes
                                             + |kod|kodu|kode|k[óo]d(?:em|u|om|ot|ja)?|c[oó]digo|codice|codi|cod(?:ul)?|msimbo|код|коду|كود|رمز|کد|کوڈ|קוד|कोड
                                             + |কোড|குறியீ[\p{L}\p{M}]*|รหัส|โค้ด|κωδικό\p{L}*|コード|코드|码|碼|mã)?\s*[:：]?\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
negative   any    promo.code-first     -4      (?i)(?<![\p{L}\p{M}])(?:code|kod|kode|c[oó]digo|codice|codi|cod(?:ul)?|msimbo|код
                                             + |кода|كود|رمز|کد|کوڈ|קוד|कोड|কোড|รหัส|โค้ด|κωδικό\p{L}*|mã|ma)\s+(?:de\s+|di\s+
                                             + |do\s+|za\s+|за\s+|wa\s+|ng\s+)?(?:prom[oó]\p{L}*|descuento|descompte|desconto
                                             + |r[ée]duction|reducere|sconto|rabatowy|diskon|diskaun|popust\p{L}*|punguzo|diskwento|gi[ảa]m\s+gi[áa]
                                             + |khuy[ếe]n\s+m[ãa]i|скидки|знижки|отстъпка|попуст\p{L}*|الخصم|خصم|تخفیف|הנחה|קופון|छूट
                                             + |ছাড়|ส่วนลด|έκπτωσης|κουπονιού)(?:(?:\s+[\p{L}\p{M}]+){1,3}?\s*[:：]|\s*[:：]?)\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
# A referral or invitation code earns a gift for bringing a friend, never a sign-in ("کد معرف
# شما: ALI2040", "código de indicação", "code de parrainage", "kod polecający", "kode referal",
# "mã giới thiệu", "Empfehlungscode", "davet kodu", "реферальный код", "邀请码", "招待コード",
# "추천인 코드", "รหัสแนะนำ"): a promo code, with the referral's word first or the code's word
# first, as promo and promo.code-first take discount codes. A rule of its own, gated on the
# referral words, so that the promo lists, which run on every message with a discount's word,
# do not grow (English "referral" and "invite" are promo's). The labels of the scripts written
# without spaces stand outside the word boundary: a letter before them ("填写邀请码") is none.
# A friend invited or referred, in the imperative ("Pozvěte přátele s kódem PETR4821", "Henvis en ven
# til Lunar med din kode LARS4K9", "Nodig je vrienden uit met code"), then up to four words and a
# word for a code: a referral code even with no word for referral. The phrases are joined by plain
# spaces, so that the gate waits for a whole phrase, not for "en" or "a".
define     promo.invite-friends                invite (?:your |a )?friends?|refer (?:a |your )?friends?|pozv[ěe]te (?:sv[ée] )?(?:p[řr][áa]tel\p{L}*|kamar[áa]d\p{L}*)
                                             + |pozvi (?:sv[ée] )?(?:p[řr][áa]tel\p{L}*|kamar[áa]d\p{L}*)|pozvite (?:svojich )?priate[ľl]\p{L}*|zapro[śs](?:cie)? znajom\p{L}*|pole[ćc](?:cie)? (?:nas )?znajom\p{L}*
                                             + |henvis (?:en ven|venner)|inviter (?:en |dine )?venn?(?:er)?|verv (?:en )?venn(?:er)?|v[äa]rva (?:en )?v[äa]n(?:ner)?|bjud in (?:en |dina )?v[äa]n(?:ner)?|tipsa (?:en )?v[äa]n
                                             + |nodig (?:je |jouw )?vrienden uit|verwijs (?:een )?vriend(?:en)?|lade (?:deine )?freunde(?: ein)?|freunde werben|wirb (?:deine )?freunde|parrainez (?:un |vos )?(?:ami|proche)\p{L}*
                                             + |invitez (?:un |vos )?ami\p{L}*|invite (?:tes |un )ami\p{L}*|invita a (?:tus |un |una )?amig\p{L}*|convid[ae] (?:seus |os |um |uma |tus )?amig\p{L}*|indique (?:seus |um |uma )?amig\p{L}*
                                             + |invita (?:i tuoi |un |una )?amic\p{L}*|arkada[şs]\p{L}* davet et\p{L}*|ajak (?:teman|kawan|rakan)\p{L}*|h[íi]vd meg (?:a )?bar[áa]t\p{L}*|invit[ăa] (?:un |prietenii |pe )?priet\p{L}*
                                             + |kutsu ystäv\p{L}*|doporu[čc](?:te)? n[áa]s (?:kamar[áa]d\p{L}*|p[řr][áa]tel\p{L}*|zn[áa]m\p{L}*)|odporu[čc](?:te)? n[áa]s (?:priate[ľl]\p{L}*|kamar[áa]t\p{L}*|zn[áa]m\p{L}*)|προσκάλεσε (?:τους )?φίλ\p{L}*|φέρ(?:ε|τε) (?:έναν |ένα )?φίλ\p{L}*|bring a friend|trae a (?:un )?amig\p{L}*|traga (?:um )?amig\p{L}*|porta un amic\p{L}*|pozovi (?:svoje )?prijatelj\p{L}*
# The word for a code in promo's rules (promo.referral, promo.bonus).
define     promo.bonus-code-word               codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|k[óo]d\p{L}{0,3}|koodi\p{L}{0,3}|c[oó]digo|codice|codi|cod(?:ul)?|код\p{L}{0,2}|κωδικός
negative   any    promo.referral       -4      (?i)(?:(?<![\p{L}\p{M}])(?:(?:запрос\p{L}*|приглас\p{L}*)\s+друз?\p{L}*[^.!?\n]{0,80}?\s+код\p{L}*|(?:по)?делитесь\s+(?:своим\s+)?кодом|நண்ப[\p{L}\p{M}]*\s+பரிந்துரை[\p{L}\p{M}]*[^!?\n]{0,80}?குறியீ[\p{L}\p{M}]*|(?:{promo.invite-friends})(?:\s+[\p{L}\p{M}]+){0,4}?\s+(?:{promo.bonus-code-word})|(?:{promo.invite-friends})[^.!?\n]{0,80}?[!.]\s+(?:(?:your|tvoj|tv[ůu]j|v[áa][šs]|din|dein|ton|tu|seu|il tuo|tw[óo]j|je)\s+(?:{promo.bonus-code-word})|ο κωδικός (?:σου|σας))|(?:empfehlungs|einladungs|verwijzings|uitnodigings|vrienden)code|(?:davet|referans){blank}kod\p{L}*|реферальн\p{L}*\s+код\p{L}*|referal\p{L}*\s+k[oó]d\p{L}*
                                             + |рекомендательн\p{L}*\s+код\p{L}*|रेफरल\s+कोड|রেফারেল\s+কোড|ریفرل\s+کوڈ|பரிந்துரைக்?\s+குறியீ[\p{L}\p{M}]*|kutsukoodi\p{L}*|suosittelukoodi\p{L}*|aj[áa]nl[óo]k[óo]d\p{L}*|vervekode\p{L}*
                                             + |(?:code|kod|kode|c[oó]digo|codice|codi|cod(?:ul)?|msimbo|код|كود|رمز|کد|κωδικό\p{L}*|mã|ma)\s+(?:de\s+|di\s+|do\s+|za\s+|wa\s+|pro\s+|na\s+)?(?:referid[oa]|doporu[čc]en[íi]|odpor[úu][čc]ani[ea]|indica[cç][aã]o
                                             + |convite|parrain(?:age)?|invito|invitaci[oó]n|polecaj[ąa]c\p{L}*|zaproszeni\p{L}*|refer(?:r)?al|undangan|rujukan|jemputan|gi[ớo]i{blank}thi[ệe]u|приглашени\p{L}*
                                             + |запрошенн\p{L}*|πρόσκλησης|παραπομπής|preporuk\p{L}*|препорук\p{L}*|rufaa|mwaliko|معرف|دعوت|(?:ال)?(?:إحالة|احالة|دعوة)))(?![\p{L}\p{M}])
                                             + |รหัสแนะนำ|โค้ดแนะนำ|邀请码|推荐码|邀請碼|推薦碼|招待コード|紹介コード|megh[íi]v[óo]k[óo]d\p{L}*|추천인? ?코드|초대 ?코드)(?:(?:\s+[\p{L}\p{M}]+){1,3}?\s*[:：]|\s+(?:is|è|é|es|est|ist|je|jest|är|er|on|это|شما|تو)\s+|\s*[:：]?)\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
# A code to share with friends, at the start of a sentence ("Deel je code TIM25X met vrienden en
# krijg allebei € 10", "Share your code ANNA10 with friends"): a referral code. A warning ("never
# share your code 482913 with friends") does not start with the verb, and keeps its code.
negative   any    promo.share-with-friends -4  (?i)(?:\A|(?<=[\n.!?:]\s)|(?<=\n))[ \t]*(?:share|deel|del|teile|partage|comparte|compartilhe|condividi|udost[ęe]pnij|sd[íi]lej|dela|jaa|payla[şs])
                                             + (?: (?:your|je|jouw|din|dein(?:en)?|ton|votre|tu|seu|o seu|il tuo|sv[ůu]j|sin))? (?:{promo.bonus-code-word})\s*[:：]?\s*['"«“]?(?<code>[A-Za-z0-9\-]{3,40})['"»”]?
                                             + \s+(?:with|met|med|mit|avec|con|com|z|se|ile|kanssa)\s+(?:(?:your|je|jouw|dine|deinen|tes|vos|tus|seus|i tuoi|svými|dina)\s+)?(?:friends?|vrienden|venner|v[äa]nner|freunden|amis|amigos|amici|znajomymi|p[řr][áa]teli|ystäv\p{L}*|arkada[şs]\p{L}*)
# A shopping app's share password (淘口令, 拼多多's 口令): a token set between two currency signs
# for the user to copy and open the app with ("复制口令￥8Kd3Xm2PqR￥打开APP即可领取", "複製整段
# 文字€Ab12Cd34Ef€打開蝦皮"), a link to a coupon or a product, never a one-time code. The word for
# copying or for the password first, so the gate runs the rule on few messages.
negative   any    share.token          -5      (?:复制|複製|口令)[^\n]{0,30}?[￥¥€$₤₴£](?<code>[A-Za-z0-9]{6,16})[￥¥€$₤₴£]
# A bonus's code, the bonus word joined to the code word in either order ("Bonus kod za sledeću
# uplatu: MOZZ50", "bonus code WELCOME100", "Bonuscode", "kod bonusowy", "bonusový kód", "bónuszkód",
# "bonus kodu", "código de bono", "código bônus", "code bonus", "codice bonus", "kode bonus",
# "бонус-код", "код бонуса", "κωδικός μπόνους"): a bookmaker's or a shop's promo code, whatever its
# shape. Up to four words may say what it is for before a colon, none a one-time code's word.
define     promo.bonus-word                    bonus\p{L}{0,4}|b[óo]nusz\p{L}{0,3}|b[ôo]nus|bono|bonifica[cç]i[oó]n|bonifica[cç][ãa]o|бонус\p{L}{0,3}|μπόνους
negative   any    promo.bonus          -4      (?i)(?<![\p{L}\p{M}])(?:(?:{promo.bonus-word})[ \t\x{A0}\-]?(?:{promo.bonus-code-word})|(?:{promo.bonus-code-word})\s+(?:(?:de|do|da|del|di|du|for|of|za|na|за|на|ya|wa)\s+)?(?:{promo.bonus-word}))(?![\p{L}\p{M}])
                                             + (?:(?:\s+(?!{card.otp-word})[\p{L}\p{M}]+){1,4}?\s*[:：]|\s*[:：]?)\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
# An offer named earlier in the sentence ("10€ έκπτωση … με τον κωδικό SKR10NOW", "2x1 en pizzas
# con el código PIZZA2X1", "20% off with code SUMMER"): the code that comes with it is a promo
# code. Only codes with a letter: a one-time code for a discounted purchase is digits.
# promo.offer-word is the offer (a discount word, "free shipping", "gratis", "15%", "P50 off",
# "2x1", a data bundle's "10GB" or "150 Giga"); promo.code-word the word that names the code; promo.code-shape a code with a letter;
# promo.span the rest of the sentence from the code to the offer, where a dot inside a number or
# after an abbreviation, before a number ("Rs. 2,000", "No. 5"), ends no sentence; after a code it
# does ("Giriş kodun GT8M3K. 15 TL indirim için …"). Each \p{Nd} outside brackets is spelled out
# for the JIT (DecimalDigitClass), and PCRE2 copies a group once for each repeat it may take (the
# span up to 80 times): the span's digit and the rarer offer forms' keep their brackets, or
# promo.offer-after grows past PCRE2's limit. promo.offer tries the offer at every character of a
# message with a code's word, so the forms with a sign test their first character before any
# lookbehind, and those starting with a digit share it: at a letter only the words' lookbehind
# runs (1.9 % fewer instructions on the benchmark's lines, the same matches).
define     promo.offer-word                    (?:(?<![\p{L}\p{M}])(?:discount|sale|offer|free\s+(?:shipping|delivery)|descuento|oferta|rebajas|desconto
                                             + |promo[cç][aã]o|r[ée]duction|remise|soldes|rabatt|angebot|sconto|offerta|korting|aanbieding|rabat\p{L}*|promocj\p{L}*
                                             + |zni[żz]k\p{L}*|slev\p{L}*|z[ľl]av\p{L}*|akce|akci[óo]\p{L}*|indirim\p{L}*|kampanya|diskon|diskaun|potongan|gi[ảa]m\s+gi[áa]
                                             + |khuy[ếe]n\s+m[ãa]i|kedvezm[ée]ny\p{L}*|alennus\p{L}*|tarjous\p{L}*|reducere\p{L}*|erbjudande|tilbud|popust\p{L}*|punguzo
                                             + |gr(?:[áa]tis|atu[iï]t\p{L}*)|libreng|kostenlos\p{L}*|darmow\p{L}*|z(?:a)?darm[ao]|ingyen\p{L}*|bedava|ücretsiz|mi[ễe]n\s+ph[íi]|бе(?:сплатн|зплатн|зкоштовн)\p{L}*
                                             + |b(?:esplatn|rezpla[čc]n)\p{L}*|δωρεάν|percuma|ilmai\p{L}*|etuviik\p{L}*|مجان(?:ي\p{L}*|ا)|رایگان|مفت|חינם|मुफ़?्त|फ्री|ফ্রি|বিনামূল্যে
                                             + |скидк\p{L}*|знижк\p{L}*|отстъпк\p{L}*|попуст\p{L}*|акци\p{L}*|έκπτωσ\p{L}*|προσφορ\p{L}*|הנחה|מבצע|خصم|تخفیف|رعایت|ڈسکاؤنٹ|چھوٹ|آفر|छूट|தள்ளுபடி|ছাড়
                                             + |ส่วนลด|தள்ளுபடி|ofa|vente\s+flash|ventes?\s+priv[ée]es|flash\s+sale|ऑफ़?र|gi[ảa]m(?=\s+(?:ngay\s+|đến\s+|tới\s+)?\p{Nd}))(?![\p{L}\p{M}])
                                             + |[\-−](?<![\p{L}\p{Nd}][\-−])\s?\p{Nd}{1,4}\s?[€$£](?!\p{Nd})|[%٪％]\s?\p{Nd}|(?-i:GB)\s[\p{Nd}]{1,3}(?![\p{Nd}])
                                             + |\p{Nd}(?:(?<![\p{L}\p{Nd}]\p{Nd})\s?[x×](?<![\p{L}\p{Nd}]-\p{Nd}[x×])\s?\p{Nd}(?![\p{L}\p{Nd}])|\s?[%٪％]|\s?(?-i:GB|ГБ|জিবি|Giga)(?![\p{L}\p{Nd}])|[€$£]?\s?off(?![\p{L}\p{M}]))
                                             + |优惠|優惠|折扣|割引|セール|할인|免费|免費|無料|무료|ฟรี)
# What the code gets its user after it ("z kodem SMART50 zaoszczędzisz 50 zł", "FLAT100 குறியீட்டைப்
# பயன்படுத்தி ₹100 கேஷ்பேக்", "Code SPAR15 sparen Sie 15 €"): saving and cashback, not inside a
# code such as SAVE20. Looked for only after a promo-shaped code (promo.offer-after,
# promo.code-before): as the start of promo.offer, on every message with "code" in it, the
# words cost more than they catch.
define     promo.gain-word                     (?:(?<![\p{L}\p{M}])(?:cash\s?-?back|кэшб[эе]к\p{L}*|кешб[еэ]к\p{L}*|كاش\s?باك|کش\s?بک|کیش\s?بیک|कैशबैक|ক্যাশব্যাক|கேஷ்பேக்|แคชแบ็ก
                                             + |save|saving|spar(?:en|e|st|t)|[ée]conomis\p{L}*|ahorr[ae]\p{L}*|economiz\p{L}*|poupe\p{L}*|risparmi\p{L}*|bespaar\p{L}*|spara|säästä\p{L}*|(?:za)?oszcz[ęe]dz\p{L}*
                                             + |u[šs]et[řr]\p{L}*|megtakar\p{L}*|tasarruf\p{L}*|hemat|jimat|ti[ếe]t\s+ki[ệe]m|makatipid|сэконом\p{L}*|заощад\p{L}*|зеконом\p{L}*|спест\p{L}*|u[šs]ted\p{L}*|уштед\p{L}*
                                             + |εξοικονομ\p{L}*|חסכו|وفّر|وفر|صرفه\x{200C}?جویی|बचत|बचाएं|সাশ্রয়|சேமி[\p{L}\p{M}]*|ประหยัด)(?![\p{L}\p{M}\p{Nd}])|返现|返現|キャッシュバック|캐시백|节省|節省|절약)
define     promo.code-word                     (?:(?<![\p{L}\p{M}])(?:codes?|kod\p{L}*|kode|koodi\p{L}*|(?:kod|kód)\p{L}*|c[oó]digo|codice|codi|cod(?:ul)?
                                             + |msimbo|код\p{L}*|κωδικ\p{L}*|كود|رمز|کد|کوڈ|(?:[ובלמש]?ה|[ובלמש])?קוד|कोड|কোড|m[ãa] KM|m[ãa] khuy[ếe]n m[ãa]i|mã|nh[ậa]p m[ãa]|kupon\p{L}*|coupon|(?:cupon|cupón))(?![\p{L}\p{M}])|รหัส|โค้ด|コード|クーポン|码|碼|코드)
define     promo.code-shape                    (?=[0-9\-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-]{2,39}(?![A-Za-z0-9]|[\p{L}\p{M}])
define     promo.span                          (?:[^.!?。！۔।\n]|\.(?=\s?[\p{Nd}])(?:(?!\s)|(?<=(?<![\p{L}\p{Nd}])\p{L}\.|(?<![\p{L}\p{Nd}])\p{L}{2}\.|(?<![\p{L}\p{Nd}])\p{L}{3}\.)))
# The offer may also end the sentence before the code ("enviament gratuït als teus restaurants
# preferits! Fes servir el codi BCN2025", "40% رعایت! کوڈ PANDA40 استعمال کریں"): one sentence
# on, and only codes with a letter and a digit, as in promo.offer-after. One rule for both, so
# the offer words are looked for once; the second sentence is searched for the code word only
# when a letter and a digit stand side by side in it.
negative   any    promo.offer          -4      (?i){promo.offer-word}(?|[^.!?。！।\n]{0,80}?{promo.code-word}\s*[:：]?\s*['"«“「]?(?<code>{promo.code-shape})
                                             + |[^.!?。！।\n]{0,80}+[.!?！。।]\s*(?=[^.!?。！।\n]{0,70}?[A-Za-z][0-9])[^.!?。！।\n]{0,60}?{promo.code-word}\s*[:：]?\s*['"«“「]?(?<code>(?=[A-Za-z\-]*[0-9]){promo.code-shape}))
# The code named first and the offer after it in the same sentence ("Use code SPRING20 for 20%
# off", "Guna kod RAYA15 untuk diskaun 15%", "code na TIPID50 para sa P50 off"), or the code
# before its word in languages that put it there ("TAMIL50 குறியீட்டைப் பயன்படுத்தி 50%
# தள்ளுபடி", "BAHAR20 koduyla %20 indirim", "SAVE10 コードで10%オフ"). Codes with a letter and a
# digit only: a one-time code is digits, and a word in capitals ("CODE") is no code.
# Two codes for one offer, joined by "or" or a comma ("κωδικό ΑΝΟΙΞΗ25 ή WOLT10 έχεις 10€
# έκπτωση", "code SPRING25 or WOLT10"), are both promo codes: the whole list is the target. A
# list may start with a code in another script only when a second code follows.
define     promo.or                            (?:\s*[,/]\s*|\s+(?:or|o|ou|oder|of|eller|tai|vagy|veya|atau|ho[ặa]c|hay|lub|albo|nebo|alebo|ili|sau|ή|или|або|או|أو|او|یا|या|বা)\s+)
define     promo.list-item                     (?=[\p{L}\-]*[0-9])[\p{L}0-9][\p{L}0-9\-]{2,39}(?![\p{L}0-9])
negative   any    promo.offer-after    -4      (?i){promo.code-word}(?:\s+(?-i:\p{Ll}{1,3}))?\s*[:：]?\s*['"«“「]?(?<code>(?=[A-Za-z\-]*[0-9]){promo.code-shape}(?:{promo.or}{promo.list-item})*|(?=[^\x00-\x7F]){promo.list-item}(?:{promo.or}{promo.list-item})+)(?={promo.span}{0,80}?(?:{promo.offer-word}|{promo.gain-word}))
negative   any    promo.code-before    -4      (?i)(?<![A-Za-z0-9\-])(?<code>(?=[A-Za-z\-]*[0-9]){promo.code-shape})['"»”」]?\s*(?:kod(?:u|unu|uyla|uyu|la)|k[óo]ddal|குறியீ|कोड|کوڈ|কোড|コード|코드)(?={promo.span}{0,80}?(?:{promo.offer-word}|{promo.gain-word}))
# Coupons, vouchers and gift cards, in each language with its inflections ("קוד השובר", "kod bonu
# podarunkowego", "رمز القسيمة", "ギフト券", "상품권"): what their codes buy is not a login. Not
# "vale" or "buoni" alone, which are also "okay" and "good". Plain spaces inside a name, so that
# the gate looks for "buono regalo", not "acquisto" or "compra".
define     voucher.word                        (?<![\p{L}\p{M}])(?:coupons?|kupon\p{L}*|kup[oó]n\p{L}*|cup[oó]n(?:es)?|cupom|gutschein\p{L}*|voucher\p{L}*|vau[čc]er\p{L}*|bon (?:de r[ée]duction|d['’]achat|cadeau)
                                             + |buon[oi] (?:sconto|regalo|acquisto)|kortingsbon|tegoedbon|cadeau(?:bon|kaart)\p{L}*|kupong\p{L}*|gift ?cards?|gift (?:vouchers?|certificates?)|e-?gift(?: ?cards?)?
                                             + |cartes?[- ]cadeaux?|ch[èe]ques?[- ]cadeaux?|tarjetas? (?:de )?regalo|vales?[- ](?:presente|regalo|compra|descuento)|cart[ãa]o[- ]presente|carta regalo
                                             + |geschenk(?:karte|gutschein)\p{L}*|wertgutschein\p{L}*|bon\p{L}* podarunkow\p{L}*|kart\p{L}* podarunkow\p{L}*|poukaz\p{L}*|pouk[áa][žz]k\p{L}*|d[áa]rkov\p{L}* (?:kart|certifik[áa]t)\p{L}*
                                             + |utalv[áa]ny\p{L}*|aj[áa]nd[ée]kk[áa]rty\p{L}*|presentkort\p{L}*|gavekort\p{L}*|lahjakort\p{L}*|lahjaseteli\p{L}*|hediye (?:[çc]ek\p{L}*|kart\p{L}*)|baucar|kartu hadiah
                                             + |th[ẻe] qu[àa] t[ặa]ng|phi[ếe]u (?:qu[àa] t[ặa]ng|mua h[àa]ng)|vocha|kuponi|card(?:ul)? cadou|tichet\p{L}* cadou|poklon[- ]?(?:bon|kartic)\p{L}*|купон\p{L}*|ваучер\p{L}*
                                             + |подарочн\p{L}* (?:карт|сертификат)\p{L}*|подарунков\p{L}* (?:карт|сертифікат)\p{L}*|подаръчн\p{L}* (?:карт|ваучер)\p{L}*|κουπόνι\p{L}*|δωροκάρτ\p{L}*|δωροεπιταγ\p{L}*
                                             + |[הב]?שובר(?:ים)?|[הב]?קופון|תו קנייה|כרטיס מתנה|(?:ال)?قسيم(?:ة|ه)|(?:ال)?قسائم|(?:ال)?كوبون|بطاق(?:ة|ات) (?:ال)?هدايا|کوپن|ووچر|کارت هدیه|بن خرید
                                             + |कूपन|वाउचर|गिफ्ट (?:कार्ड|वाउचर)|কুপন|ভাউচার|গিফট (?:কার্ড|ভাউচার)|வவுச்சர்|கூப்பன்|பரிசு அட்டை)(?![\p{L}\p{M}])|クーポン|ギフトカード|ギフト券|商品券|优惠券|優惠券|礼品卡|禮物卡|礼券|禮券|代金券
                                             + |购物卡|購物卡|쿠폰|상품권|기프트 ?카드|คูปอง|บัตรของขวัญ|บัตรกำนัล
# A shop's "password" (口令) beside a coupon or a red envelope in the same sentence ("领取满299减50优惠券，口令
# JD618GO"): a promo code to type in the app, not a one-time code.
negative   any    promo.koling         -4      (?|(?:优惠券|優惠券|红包|紅包|折扣|满\p{Nd}+减|滿\p{Nd}+減)[^。！\n]{0,30}?口令\s*[:：]?\s*(?<code>[A-Za-z0-9]{4,12})(?![A-Za-z0-9])
                                             + |口令\s*[:：]?\s*(?<code>[A-Za-z0-9]{4,12})(?![A-Za-z0-9])(?=[^。！\n]{0,30}?(?:优惠券|優惠券|红包|紅包|折扣)))
# The saving named first and the code after it, in the same sentence or the next ("Shopee: Jimat
# RM15! Guna kod BAYAR15 untuk belanja min RM60", "Ahorra 10 € con el código AHORRA10", "Spare 10 %
# mit Code SPAR10", "Économisez 5 € avec le code ETE5"): a promo code. A rule of its own, gated by
# the gain words, so promo.offer, which runs on every message with a code's word, does not look
# for them. Only codes made as promo codes are: a word and a number ("BAYAR15", "SAVE20K") or a
# number and a word ("10OFF"), not the mixed letters and digits of an alphanumeric one-time code.
negative   any    promo.gain-before    -4      (?i){promo.gain-word}[^.!?。！\n]{0,60}?(?:[.!?！。]\s*[^.!?。！\n]{0,60}?)?{promo.code-word}\s*[:：]?\s*['"«“「]?
                                             + (?<code>[A-Za-z]{3,12}[0-9]{1,4}[A-Za-z]?|[0-9]{1,3}[A-Za-z]{3,12})(?![A-Za-z0-9])
# A code named by the offer it belongs to: "Κωδικός προσφοράς: SPRING10", "kod oferty LATO20",
# "código de oferta", "code de l'offre", "codice dell'offerta", "код предложения", "kode
# penawaran" (the code word, then up to two small words, then an offer noun in any of its case
# forms; discount words after a code word are promo.code-first's); or the offer
# first, "offer code", "Angebotscode", "tilbudskode", "erbjudandekod", "aanbiedingscode",
# "teklif kodu". Wherever the offer word is in the message, what such a label names is a promo
# code, whatever its shape.
define     promo.offer-noun                    (?<![\p{L}\p{M}])(?:offers?|offre\p{L}?|ofert\p{L}*|offert\p{L}*|angebot\p{L}*|aanbieding\p{L}*|erbjudande\p{L}*|tilbud\p{L}*|tarjou\p{L}*|deal
                                             + |nab[íi]dk\p{L}*|ponuk\p{L}*|akc[eij]\p{L}*|aj[áa]nlat\p{L}*|προσφορ\p{L}*|предложени\p{L}*|пропозиці\p{L}*|оферт\p{L}*|акци\p{L}*
                                             + |penawaran|tawaran|ofa|kampanj\p{L}*|kampanya\p{L}*|teklif\p{L}*|[ưu]u\s+[đd][ãa]i|عرض|العرض|پیشنهاد|הצעה|הטבה|ऑफ़?र|অফার|சலுகை\p{L}*
                                             + |ข้อเสนอ)(?![\p{L}\p{M}])
negative   any    promo.offer-label    -4      (?i){promo.code-word}\s+(?:(?:de\s+la|de|di|da|do|del|della|des|du|of|the|for|za|na|pro|за|на|wa|ya|la|ng|της|του|van|för|til|für|zur|zum|cu|al)\s+|d['’]|l['’]|dell['’]|ال){0,2}
                                             + (?:{promo.offer-noun})(?:(?:\s+[\p{L}\p{M}]+){1,3}?\s*[:：]|\s*[:：]?)\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
negative   any    promo.offer-code     -4      (?i)(?<![\p{L}\p{M}])(?:offer|angebots|tilbuds|erbjudande|aanbiedings|teklif|kampanya)[\s-]?(?:codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|koodi\p{L}{0,3}|k[óo]d\p{L}{0,3})(?![\p{L}\p{M}])
                                             + \s*[:：]?\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
# A coupon or voucher and its code later in the same sentence ("Dein Coupon „Gratis Kaffee“ (Code
# 4402 8817) ist freigeschaltet", "your voucher for a free coffee, code 5521"): the coupon's
# code, whatever its shape, unless the sentence names a one-time code ("to redeem your voucher,
# enter the verification code 482913").
negative   any    promo.coupon         -4      (?i)(?:{voucher.word})
                                             + (?![^.!?。！\n]{0,80}?(?:verif|otp|one-?time|best[äa]tig|sicherheit|confirm|подтвержд|doğrula|x[áa]c\s+(?:th|nh|mi)|認証|確認|验证|驗證|校验|인증|אימות|تحقق|تأكيد|تایید|تأیید|सत्यापन|যাচাই|ยืนยัน|επιβεβαίωσ|επαλήθευσ|weryfik|ověř|overen|ellen[őo]rz|vahvist|bekr[äa]ft|bekreft|bevestig|pengesahan|verifikasi))[^.!?。！\n]{0,60}?{promo.code-word}\s*[:：]?\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})
# The code named first and the voucher after it, as a possessive ("קוד השובר: 7290011223", "código
# del vale regalo", "codice del buono regalo", "kod bonu podarunkowego", "رمز القسيمة", "mã phiếu
# quà tặng"): the voucher's code, whatever its shape. Only "of" and an article between: "code
# for your gift card purchase" may be a one-time code.
negative   any    promo.voucher-code   -4      (?i){promo.code-word}\s+(?:(?:of|de|del|do|da|du|des|di|della|dello|van|von|vom|na|za|ng|ya|wa)\s+)?(?:(?:the|la|el|le|il|o|a|der|het|ng)\s+|l['’]\s?)?(?:{voucher.word})
                                             + \s*[:：#]?\s*['"«“「]?(?<code>(?=[A-Za-z\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40})
# A voucher's or gift card's long number (10 digits or more) after its word on the same line
# ("שובר מתנה … 7290011223", "Geschenkkarte … Kartennummer 6003 …"): a card number, not a
# one-time code, which is shorter. The rule matches the word and looks ahead, so it hides no
# keyword.
negative   any    voucher.long-number  -4      (?i)(?:{voucher.word})(?=[^\n]{0,160}?(?<![\p{Nd}\-])(?<code>\p{Nd}{10,20})(?!\p{Nd}))
# A code to type at checkout or into the cart ("Use code 9193 at checkout", "Code 4471 im
# Warenkorb eingeben", "usa el código 2291 al finalizar tu compra"): a discount code, whatever
# its shape. Right after the code only, and no word for paying: a one-time code confirms a
# payment ("lors du paiement", "beim Bezahlen"), a discount code goes into the order.
define     promo.checkout                      (?<![\p{L}\p{M}])(?:(?:at|during|in)\s+(?:the\s+)?checkout|(?:in|to)\s+(?:your|the)\s+(?:cart|basket)|al\s+finalizar\s+(?:la|tu|su)\s+compra
                                             + |en\s+(?:el|tu)\s+carrito|no\s+(?:checkout|carrinho)|dans\s+(?:votre|ton)\s+panier|im\s+warenkorb|beim\s+checkout|al\s+checkout|nel\s+carrello|bij\s+het\s+afrekenen
                                             + |w\s+koszyku|sepette|(?:saat|semasa|di|pada|ketika)\s+checkout|di\s+(?:keranjang|troli)|(?:na|sa)\s+checkout|trong\s+gi[ỏo]\s+h[àa]ng|при\s+оформлении\s+заказа|в\s+корзине|у\s+кошику
                                             + |i\s+(?:kassan|kassen|varukorgen)|ostoskorissa|v\s+ko[šs][íi]ku|a\s+kos[áa]rban|[îi]n\s+co[șş]ul|a\s+la\s+cistella|στο\s+καλάθι|u\s+ko[šs]arici
                                             + |в\s+количката|في\s+سلة|در\s+سبد\s+خرید|בסל\s+הקניות|चेकआउट\s+पर)(?![\p{L}\p{M}])|結帳時|结算时|장바구니에서
negative   any    promo.checkout       -4      (?i){promo.code-word}\s*[:：]?\s*['"«“「]?(?<code>[A-Za-z0-9\-]{3,40})['"»”」]?[\s,]{1,3}(?:{promo.checkout})
# A discount code named as one, and the code later in the same sentence, after what the
# discount is and a copula ("Vaš kod za popust od 20% je MAXI20NOV", "tu código de descuento para
# junio es MV4X7", "Ο κωδικός έκπτωσης για το καλάθι σου είναι SK9X10", "İndirim kodun bu hafta
# TY7K25", "您的优惠码是 TB8K20"): the label says what the code is, whatever stands between.
# The label is the code word and the discount word in either order (promo.discount-after,
# promo.discount-before; both gated on their discount words, not on "code"), apart or as one
# word ("kod rabatowy", "código promocional", "mã giảm giá", "Rabattcode", "промокод", "kupon
# kodu", "할인 코드"), with their case forms; promo.code-first and promo take a code right
# after such a label, this rule one further on. Codes with a letter and a digit only (an amount
# or a percentage may stand between), and not past a colon: a colon introduces what a sentence
# delivers ("your discount code is ready; enter the verification code: A7K2Q9"). One rule for
# both orders, so that the label is looked for once.
define     promo.discount-after                (?<![\p{L}\p{M}])(?:codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|k[óo]d\p{L}{0,3}|koodi\p{L}{0,3}|c[oó]digo|codice|codi|cod(?:ul)?|msimbo|код\p{L}{0,2}|κωδικ\p{L}*
                                             + |كود|رمز|کد|کوڈ|קוד|कोड|কোড|mã)\s+(?:(?:de|di|do|da|za|na|pro|за|на|wa|ya|ng|cu|of|for|pour|para|per|del|della|des|du|al)\s+)?(?:ال)?(?:prom[oó]\p{L}*|descuento|descompte
                                             + |desconto|r[ée]duction|reducere|sconto|rabat\p{L}*|promocyj\p{L}*|diskon|diskaun|potongan|popust\p{L}*|punguzo|diskwento|gi[ảa]m\s+gi[áa]|khuy[ếe]n\s+m[ãa]i
                                             + |[ưu]u{blank}[đd][ãa]i|скидк\p{L}*|знижк\p{L}*|отстъпк\p{L}*|попуст\p{L}*|промо\p{L}*|бонус\p{L}*|خصم|تخفیف|ڈسکاؤنٹ|הנחה|קופון|छूट|डिस्काउंट|ছাড়
                                             + |έκπτωσ\p{L}*|εκπτωτικ\p{L}*|κουπονι\p{L}*|z[ľl]av\p{L}*|slev\p{L}*|kedvezm\p{L}*|kupon\p{L}*|bonus\p{L}*|(?:indirim|İndirim|İNDİRİM)\p{L}*)(?![\p{L}\p{M}])
define     promo.discount-before               (?:(?<![\p{L}\p{M}])(?:promo(?:tion(?:al)?)?|discount|coupon|rabatt|rabat|gutschein|kortings?|alennus|kedvezm[ée]ny|(?:indirim|İndirim|İNDİRİM)|kupon|bonus|voucher|diskon|diskaun|promosi
                                             + |промо|скидочн\p{L}*|бонус\p{L}*|знижков\p{L}*|купон\p{L}*|εκπτωτικ\p{L}*|डिस्काउंट|प्रोमो|कूपन|ডিসকাউন্ট|প্রোমো|কুপন|தள்ளுபடி|ப்ரோமோ|கூப்பன்
                                             + |ڈسکاؤنٹ|پرومو|کوپن)[\s-]?(?:codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|k[óo]d\p{L}{0,3}|koodi\p{L}{0,3}|код\p{L}{0,2}|कोड|কোড|குறியீ[\p{L}\p{M}]*|کوڈ)(?![\p{L}\p{M}])
                                             + |优惠码|優惠碼|折扣码|折扣碼|促销码|促銷碼|兑换码|兌換碼|割引コード|クーポンコード|プロモーションコード|プロモコード|할인\s?코드|쿠폰\s?코드|프로모션\s?코드
                                             + |โค้ดส่วนลด|รหัสส่วนลด|โค้ดโปรโมชั่น)
negative   any    promo.label-later    -4      (?i)(?:{promo.discount-after}|{promo.discount-before})(?:[^.!?。！\n:：]|\.(?=\s?\p{Nd})){0,60}?(?<![A-Za-z0-9\-])
                                             + (?<code>(?=[A-Za-z\-]*[0-9]){promo.code-shape})
# "e.g. 123456", "codes like 482011", "Codes wie 771204": a number right after a word for "for
# example" or "like" is an example, and so is one a rule forbids ("cannot be 123456").
negative   any    example              -4      (?i)(?:(?<![\p{L}\p{M}])(?:e\.g\.|for\s+example|such\s+as
                                             + |z\.\s?B\.|par\s+exemple|por\s+ejemplo|p\.\s?ej\.|ad\s+esempio
                                             + |bijvoorbeeld|np\.|örneğin|misalnya|ví\s+dụ|например|наприклад|like|wie|comme|como|come|zoals|jako|seperti|как|як)
                                             + |例如|例えば|예를\s+들어|(?:can['’]?t|cannot|must\s+not|mustn['’]t
                                             + |should\s+not|shouldn['’]t)\s+(?:be|contain|use|start\s+with))\s*[:：]?\s*['"«“]?(?<code>\p{Nd}[\p{Nd}\s\-]{0,16}\p{Nd}(?:\s*(?:,
                                             + |or|and|ou|oder|of|o|или)\s*\p{Nd}[\p{Nd}\s\-]{0,16}\p{Nd}){0,8})
# A code quoted as an example in a warning about fraud is not delivered: "Our texts look like
# "Your portal code is 123456"", "Se ricevi ad esempio "Codice 482011"", "Podvodná zpráva
# vypadala takto: „Váš kód je 123456 …“", "tin nhắn giả mạo dạng 'Ma OTP cua ban la 123456 …'",
# "（例如「驗證碼 123456」）". A word for "example" or "like" (example.word), or for a fake or
# fraudulent message (scam.word), then within 60 characters on the line a quotation that starts
# with a word, holds the number and closes on the line (example.quoted). The number may come
# first, the word for "like" after it ("'आपको 123456 जैसा कोड …'", "「123456」のような", "123456
# gibi bir kod"; example.like-after). A placeholder (123456, 000000, 111111, 654321, 1234 …) is
# an example when such a quotation holds it, whatever comes before (placeholder.quoted), or when
# a word for "like" or "example" comes before it in the same sentence (placeholder.example);
# quoted alone ("code: "123456"") or delivered ("don't share it: 123456") it stays a code. The
# quotation's keywords are hidden with it. The two quotation rules first check, once from the
# start of the message, that it has an opening quotation mark at all (quote.present), and `\K`
# starts the match where the example does; their word lists and placeholders stand in a double
# negative lookahead, which matches as a lookahead does but gives the gate nothing to look for,
# so the gate runs them on messages with a quotation mark, not on every "like" or "1234".
define     example.word                        (?<![\p{L}\p{M}])(?:examples?|instance|e\.\s?g\.|such\s+as|like|similar\s+to|beispiel\p{L}*|exemples?|ejemplos?
                                             + |esempi[oa]|exemplos?|voorbeeld\p{L}*|przyk[łl]ad\p{L}*|p[řr][íi]klad\p{L}*|pr[íi]klad\p{L}*|p[ée]ld[aá]\p{L}*|exemplu|exempel|eksempel\p{L}*
                                             + |esimerk\p{L}*|[öo]rne[ğg]\p{L}*|contoh\p{L}*|mfano|пример\p{L}*|приклад\p{L}*|παράδειγμα|דוגמה|مثال|उदाहरण
                                             + |zum\s+Beispiel|z\.\s?B\.|beispielsweise|etwa|wie|[äa]hnlich\p{L}*|sieht\s+aus|sahen?\s+aus|par\s+exemple|p\.\s?ex\.|comme
                                             + |tel(?:le)?s?\s+que|du\s+(?:type|genre)|ressembl\p{L}*|por\s+ejemplo|por\s+exemplo|p\.\s?ej\.|como|tipo|parecid\p{L}*
                                             + |semelhante\p{L}*|ad\s+esempio|per\s+esempio|ad\s+es\.|come|simil\p{L}*|bijvoorbeeld|bv\.|zoals|lijk(?:t|en)\s+op
                                             + |np\.|na\s+przyk[łl]ad|przyk[łl]adowo|jak|typu|podobn\p{L}*|wygl[ąa]da\p{L}*|nap[řr][íi]klad|nap[řr]\.|jako|ako|takto|takhle
                                             + |vypadal\p{L}*|vyzeral\p{L}*|p[ée]ld[áa]ul|pl\.|mint|hasonl[óo]\p{L}*|de\s+exemplu|precum|till\s+exempel|t\.\s?ex\.|liknande
                                             + |s[åa]\s+h[äa]r|for\s+eksempel|f\.\s?eks\.|lignende|esimerkiksi|esim\.|kuten|[öo]rne[ğg]in|mesela|misalnya|contohnya|seperti
                                             + |v[íi]\s+d[ụu]|ch[ẳa]ng\s+h[ạa]n|nh[ưu]|d[ạa]ng|ki[ểe]u|halimbawa|tulad\s+ng|gaya\s+ng|kwa\s+mfano|например|напр\.|вроде|типа
                                             + |похож\p{L}*|наприклад|на\s+кшталт|схож\p{L}*|като|na\s+primer|npr\.|poput|на\s+пример|попут|π\.\s?χ\.|για\s+παράδειγμα|όπως
                                             + |σαν|לדוגמה|למשל|כמו|כגון|مثل|مثلا|مثلاً|على\s+سبيل\s+المثال|مانند|جیسے|جیسا|جیسی|जैसे|जैसा|जैसी|যেমন|উদাহরণ
                                             + |உதாரணமாக|போன்ற)(?![\p{L}\p{M}])|เช่น|ตัวอย่าง|例|比如|譬如|类似|類似|诸如|諸如|たとえば|のような|みたいな|예를\s?들어|예시|예컨대|같은|처럼
define     scam.word                           (?<![\p{L}\p{M}])(?:fake|scam\p{L}*|fraud\p{L}*|phishing|bogus|spoof\p{L}*|gef[äa]lscht\p{L}*|betr[üu]g\p{L}*|faux|fausses?
                                             + |frauduleu\p{L}*|arnaque\p{L}*|escroc\p{L}*|falso|falsa|falsos|falsas|fraudulent\p{L}*|fraude|estafa\p{L}*|golpe\p{L}*|golpista\p{L}*
                                             + |fals[oaie]|fraudolent\p{L}*|truff\p{L}*|nep|valse|oplicht\p{L}*|fa[łl]szyw\p{L}*|oszu\p{L}*|podvod\p{L}*|fale[šs]n\p{L}*|falo[šs]n\p{L}*
                                             + |hamis\p{L}*|csal[óoá]\p{L}*|frauduloas\p{L}*|[îi]n[șş]el[ăa]\p{L}*|falsk\p{L}*|bedr[äa]g\p{L}*|svindl\p{L}*|svindel\p{L}*|huija\p{L}*
                                             + |v[äa][äa]rennet\p{L}*|sahte|doland[ıi]r[ıi]c[ıi]\p{L}*|palsu|penipu\p{L}*|gi[ảa]\s+m[ạa]o|l[ừu]a\s+[đd][ảa]o|k[ẻe]\s+gian|peke\p{L}*
                                             + |bandia|ulaghai|utapeli|matapeli|мошенни\p{L}*|поддельн\p{L}*|фальшив\p{L}*|фейков\p{L}*|шахра\p{L}*|підробн\p{L}*|измам\p{L}*|фалшив\p{L}*
                                             + |prevar\p{L}*|la[žz]n\p{L}*|превар\p{L}*|лажн\p{L}*|απάτ\p{L}*|ψεύτικ\p{L}*|πλαστ\p{L}*|הונאה|מזויפ\p{L}*|נוכלים|احتيال\p{L}*|مزيف\p{L}*
                                             + |مزورة|محتال\p{L}*|جعلی|کلاهبردار\p{L}*|فراڈ|फर्जी|फ़र्ज़ी|नकली|धोखाधड़ी|ভুয়া|জাল|প্রতারণা|প্রতারক|போலி|மோசடி)(?![\p{L}\p{M}])
                                             + |ปลอม|หลอกลวง|มิจฉาชีพ|诈骗|詐騙|假冒|虚假|虛假|冒充|詐欺|なりすまし|偽の|사기|가짜|스미싱|피싱
define     quote.open                          (?<![\p{L}\p{M}\p{Nd}])['‘’‚]|["«»“”„「『‹›＂]
define     quote.inside                        [^'"«»“”„「」『』‘’‚‹›＂\n]
define     quote.close                         ['"«»“”「」『』‘’‹›＂]
# Whether the message has an opening quotation mark anywhere (an apostrophe after a letter, as in
# "don't", is none), read once from the start.
define     quote.present                       \A(?=(?:[^'"«»“”„「『‘’‚‹›＂]++|(?<=[\p{L}\p{M}\p{Nd}])['‘’‚])*+{quote.open})
define     placeholder                         (?<![\p{Nd}])(?:0?1234(?:5(?:6(?:7(?:8(?:90?)?)?)?)?)?|123[ \-]456|(?:(?:(?:(?:98)?7)?6)?5)?4321|87654321|98765(?:4(?:3(?:210?)?)?)?
                                             + |123123|121212|112233|0000(?:0{1,4})?|1111(?:1{1,4})?|2222(?:2{1,4})?|3333(?:3{1,4})?|4444(?:4{1,4})?|5555(?:5{1,4})?|6666(?:6{1,4})?
                                             + |7777(?:7{1,4})?|8888(?:8{1,4})?|9999(?:9{1,4})?)(?![\p{Nd}])
negative   any    example.quoted       -4      (?i){quote.present}[\s\S]*?\K(?!(?!(?:{example.word}|{scam.word})))[^!?。！？\n]{0,60}?{quote.open}\s*(?=\p{L})(?:{quote.inside}){0,60}?(?<![\p{Nd}])(?<code>\p{Nd}+)(?:{quote.inside}){0,80}{quote.close}
negative   any    example.like-after   -4      (?<![\p{Nd}])(?<code>\p{Nd}{4,10})(?:(?:{quote.inside}){0,80}?{quote.close})?\s*(?:(?:과|와)\s*)?(?:जैसा|जैसे|जैसी|جیسا|جیسے|جیسی|মতো|போன்ற|போல|のような|みたいな|といった
                                             + |같은|처럼|之类|之類|这样的|這樣的|一样的|一樣的|(?i:gibi|benzeri|[şs]eklinde(?:ki)?|tarz[ıi]nda(?:ki)?))
negative   any    placeholder.quoted   -4      {quote.present}[\s\S]*?\K{quote.open}\s*(?=\p{L})(?:{quote.inside}){0,60}?(?!(?!{placeholder}))(?<code>\p{Nd}+)(?:{quote.inside}){0,80}{quote.close}
# An example in parentheses after what it shows, as Chinese and Japanese write it ("開啟密碼為您的身分
# 證字號後四碼加出生月日（例：12340101）", "（例如：19900101）"): a format to follow, never a code. (Latin
# "e.g." and "z. B." would make the gate stop at every "e." and "z.".)
negative   any    example.parenthesized -4     [(（]\s*(?:例如|例|比如)\s*[:：]?\s*(?<code>[A-Za-z0-9\p{Nd}]{4,12})\s*[)）]
negative   any    placeholder.example  -4      (?i){example.word}[^.!?。！？\n]{0,40}?(?<code>{placeholder})
# A door or entry code that a person gives in a chat ("Digicode 2749B", "Türcode 4711", "gate code
# is 1234#", "código del portal 5521", "portone codice 2468", "Код на дверях: 1979*",
# "入館暗証番号は2580"): a code for a door, not one a service delivers. The address it opens ("Porttikoodi,
# Mannerheimintie 12: 2580", "Portkoden til Thereses gate 14 er 2580#", "код домофона для подъезда 3,
# ул. Ленина, 15: 1579"), a time of day or a date may
# stand between the door's word and its code ("Portkoden efter kl. 22 är 1947", "Код входной двери
# после 23:00: 2580#", "공동현관 비밀번호가 5월 1일부터 #1357*", "kapı şifresi 1 Haziran'dan itibaren 2580#"),
# and so may an entrance's number ("код домофона подъезда № 3 меняется на 2580", "код домофона для
# подъезда 3 изменён на 2580К"); up to six words in all ("رمز درب ورودی پارکینگ از اول ماه به 2580
# تغییر کرد"), and a date it changes on ("Codul de acces la interfon se schimba din 01.10 in 3517").
# The door may be qualified before the code ("Code porte des vestiaires : 1357", "Ovikoodi
# saunaosastolle on 2580", "kod pintu pagar kondo 2580#", "门禁密码已更新为 #2580"): up to four words that
# name no code, or a few CJK characters, stand between (and French puts a no-break space before the
# colon). "Entry code" in Hebrew and Greek is also a login code: there it needs the building after
# it. Or the door comes first and opens with the code ("La porta del pati s'obre amb el codi 1714",
# "the gate opens with code 4711"; door.opens-with), unless it is a locker's door: codes for a
# parcel locker's door are one-time codes and are the `.pickup` keywords' own.
define     door.code-shape                     (?=[\p{L}#*\-]*\p{Nd})[\p{L}\p{Nd}#*][\p{L}\p{Nd}#*\-]{2,12}
define     door.noun                           haust[üu]r|wohnungst[üu]r|eingangst[üu]r|hoftor|garagentor|porta|puerta|port[ãa]o|portal|porte|portail|portone|cancello|door|gate|t[üu]r|tor|deur|poort|drzwi|brama|furtka
                                             + |dve[řr]e|br[áa]na|kap[ıi]|pintu|pinto|pintuan|ovi|portti|d[øo]r|grind|klatk[aiy]|πόρτα|דלת|שער|باب|بوابة|در|дверь|ворота|двері
define     door.locker                         (?i:locker|taquill|casiller|consigna|cacifo|armadiet|paczkomat|skrytk|szafk|schlie[ßs]fach|packstation|kluis|kabati|lokero|box|paquet|colis|paket|pacco)
define     door.opens                          s['’]obren?|se\s+abren?|abre-se|opens?|öffnet(?:\s+sich)?|s['’]ouvre|si\s+apre|otwiera\s+si[ęe]|otev[řr]e\s+se|(?-i:açılır|acilir)
                                             + |dibuka|terbuka|bubukas|aukeaa|avautuu|[åa]pnes|öppnas|[åa]bnes|gaat\s+open|opent|(?-i:открывается|відчиняється|ανοίγει)|נפתח(?:ת)?|يفتح|تفتح|باز\s+می\s*شود
# What follows a door's code word in door.code and door.code-more: the door's name or number,
# up to six words (a comma may open a clause: "Oven koodi, jonka annoit: 1234A"), a time or date
# it changes from, a note in parentheses ("Kod do drzwi (stały na cały pobyt): 1793"), then the
# code.
define     door.code-tail                      (?:,?\s+(?:(?:til|till|to|for|f[üu]r|pour|para|per|do|na|ng|of)\s+)?\p{Lu}[\p{L}\p{M}\-]+(?:\s+[\p{L}\p{M}\-]+)?\s+\p{Nd}{1,4}[A-Za-z]?(?!\p{Nd}))?
                                             + (?:,?\s+(?:(?!{card.otp-word})[\p{L}\p{M}'’][\p{L}\p{M}'’\-]*|\p{L}{1,3}\.|(?:(?:№|#)\s*)?\p{Nd}{1,3}(?!\p{Nd}))){0,6}?(?:\s+(?:efter|after|nach|apr[èe]s|from|fr[åa]n|etter|mulai|sejak|ab|desde|dopo|dal|dall['’]|despu[ée]s\s+de|ap[óo]s|po|od|vanaf|na|simula|din|de\s+la|[îi]ncep[âa]nd\s+cu|[àa]\s+partir\s+du|[àa]\s+compter\s+du|след|после|після)\s+(?:kl\.?|klo|ore|h|godz\.?|\p{Lu}\p{Ll}{2,8})?\s*\p{Nd}{1,2}°?(?:[:./]\p{Nd}{1,2})?\.?
                                             + (?:\s+(?!{card.otp-word})[\p{L}\p{M}'’]+){0,2}?|\s+\p{Nd}{1,2}\s+\p{Lu}\p{Ll}{2,8}['’]?(?:dan|den|tan|ten)\s+itibaren|\s+klo\s+\p{Nd}{1,2}(?:[:.]\p{Nd}{2})?\s+j[äa]lkeen)?(?:\s*自\s*\p{Nd}{1,2}\s*月\s*\p{Nd}{1,2}\s*日起?)?(?:\s*(?!{card.otp-word})[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]{1,6}?)?(?:\s*\p{Nd}{1,2}\s*월\s*\p{Nd}{1,2}\s*일\s*부터)?(?:\s*(?:№|#|nr\.?|no\.?)?\s*\p{Nd}{1,3}\s*[—–-])?(?:\s*[(（][^)）\n]{1,50}[)）])?[\s\x{A0}\x{202F}]*[:：=]?\s*['"«“]?(?<code>{door.code-shape})
negative   any    door.code            -5      (?i)(?:(?<![\p{L}\p{M}])(?:digicode|interphone|(?:door|gate|entry|building|front\s+door|entrance|lobby|keypad|intercom|buzzer)\s+(?:code|pin)
                                             + |(?:zugangs-?)?pin f[üu]r (?:das |den )?drehkreuz|turnstile (?:code|pin)|(?:(?:pass)?code|pin)\s+(?:for|to|of|ng|sa|para\s+sa)\s+(?:the\s+)?(?:front\s+|main\s+|back\s+|side\s+)?(?:door|gate|building|entrance|lobby|garage|pinto|pintuan|gusali)
                                             + |code\s+(?:de\s+(?:la\s+)?|d['’]\s?)?(?:porte|portail|entr[ée]e|immeuble|acc[èe]s\s+(?:(?:[àa]|de)\s+(?:l['’]\s?|la\s+)|au\s+|du\s+)?(?:immeuble|b[âa]timent|r[ée]sidence|hall|parking|porte|portail))
                                             + |(?:haus)?t[üu]r-?code|haust[üu]r-?code|tor-?code|eingangs-?code|klingel-?code|deurcode|poortcode
                                             + |c[oó]digo\s+(?:de\s+(?:la\s+)?|del\s+|do\s+|da\s+)?(?:portal|puerta|port[ãa]o|porta|portaria|entrada|edif[íi]cio|pr[ée]dio)|codi\s+(?:de\s+(?:la\s+)?|del\s+|d['’]\s?)?(?:porta|portal|entrada|edifici|porteria)
                                             + |(?:bike|bicycle|storage|laundry|bin|garbage|trash)\s+room (?:code|pin)|toilet (?:code|pin)|restroom (?:code|pin)|bathroom (?:code|pin)|washroom (?:code|pin)|code (?:for|to) the (?:toilet|restroom|bathroom|washroom)s?|kod do (?:toalety|łazienki|lazienki|wc)|code (?:des|du|de la) (?:toilettes|wc)|c[óo]digo (?:do|del|de la) (?:baño|banheiro|aseo|wc)|codice (?:del )?bagno|msimbo\s+wa\s+(?:mlango|geti|lango)
                                             + |codice\s+(?:del\s+|della\s+|d['’]\s?)?(?:portone|cancello|citofono|porta|ingresso)|codice (?:del )?tastierino|c[óo]digo da fechadura|c[óo]digo de la cerradura|codice della serratura|code de la serrure|(?:door|smart) lock (?:code|pin)|kod\s+(?:do\s+)?(?:drzwi|bramy|domofonu|klatki|furtki|skrzynki|sejfu|[śs]mietnika|wiaty|rowerowni|piwnicy|gara[żz]u)
                                             + |portkod(?:en)?|d[öø]rrkod(?:en)?|d[øo]rkode(?:n)?|portkode(?:n)?|ovikoodi\p{L}*|(?:ulko-?|etu-?|taka-?|pää)?oven\s+koodi\p{L}*|porttikoodi\p{L}*|kapu\s?k[óo]d\p{L}*|ajt[óo]\s?k[óo]d\p{L}*|k[óo]d\s+(?:od\s+|ke\s+|k\s+)?(?:dve[řr][íi]|vchodu|br[áa]ny|posilovn\p{L}*|kol[áa]rn\p{L}*|sklep\p{L}*)|(?:ker[ée]kp[áa]r-?t[áa]rol[óo]|kukat[áa]rol[óo]|pince)\s?k[óo]d(?:ja)?
                                             + |код\s+на\s+(?:вхідн\p{L}*\s+)?двер\p{L}*|k[óo]d vjezdu|k[óo]d vjazdu|код(?:ът)? (?:на|за) (?:входната )?(?:врата(?:та)?|входа)|входн(?:ият|ия)\s+код|код\s+до\s+(?:вхідн\p{L}*\s+)?двер\p{L}*|код\s+за\s+паркинг\p{L}*|код\s+за\s+бариерата(?:\s+на\s+паркинга)?|vchod\p{L}*\s+(?:\p{Lu}\s+)?(?:nov[ýy]\s+)?k[óo]d|k[óo]d\p{L}* (?:od )?vstupn\p{L}* dve[řr]\p{L}*|k[óo]d (?:od|do|k|pre|pro) [úu]schovn\p{L}*|luggage (?:room|storage) (?:code|pin)|kod za ulazn\p{L}* (?:vrata|kapij\p{L}*)|kod za (?:ulaz|kapiju|zgradu|parking)|kod\s+ulazn\p{L}*\s+vrata|kod\s+za\s+vrata|входен\s+код|k[óo]d\s+na\s+(?:vchod\p{L}*|br[áa]nu|dve[řr][íi]ch|dve[řr]e)|k[óo]d\s+na\s+vstup(?:\s+\p{Nd}{1,2}/\p{Nd})?(?!\s+do\s)|k[óo]d\s+ke?\s+(?:(?:vchodov|hlavn)\p{L}*\s+)?dve[řr]\p{L}*|k[óo]d\s+(?:na|pro|pre)\s+vstup\s+do\s+(?:budovy|domu|objektu|are[áa]lu|[šs]atn\p{L}*)|pin (?:na|pro|pre) vstup do [šs]atn\p{L}*|sz[ée]fk[óo]d\p{L}*|code\s+(?:voordeur|achterdeur|poort)|slagboom-?code|barrier (?:code|pin)|schranken-?code|code de la barri[èe]re|code van de (?:voordeur|achterdeur|poort|deur|garage|fietsenstalling)|kod(?:en)? til (?:garasjen|garagen|porten|d[øo]ren|d[øo]ra|inngangen|opgangen)|koden till (?:porten|garaget|d[öo]rren|entr[ée]n)|cod(?:ul)?\s+de\s+acces\s+la\s+parcare|cod(?:ul)? (?:de )?acces (?:la )?(?:parcare|poart\p{L}*|u[șşs]\p{L}*|intrare|cl[ăa]dir\p{L}*|bloc\p{L}*)|otopark\s+(?:giri[şs]\s+)?(?:kodu|[şs]ifresi)|k[óo]d\s+(?:od|do)\s+(?:vchodov\p{L}*\s+)?(?:dve[řr]\p{L}*|lyziarn\p{L}*|lyžiarn\p{L}*|garáž\p{L}*|gar[áa]z\p{L}*)|senha\s+d[ao]\s+(?:porta|port[ãa]o|pr[ée]dio|garagem)|senha(?: \p{L}+){0,3}? d[ao] catraca|cod(?:ul)?\s+u[șşs]ii|cod(?:ul)? u[șşs][ăa](?: (?:de )?intrare)?|cod(?:ul)?\s+(?:de\s+acces\s+)?(?:la\s+|de\s+la\s+|al\s+)?interfon(?:ul(?:ui)?)?|(?:portone|cancello|citofono|ingresso)\s+codice|код\s+(?:доступ[ау]\s+)?(?:от\s+|для\s+|від\s+|до\s+|в\s+)?(?:(?:входн|вхідн)\p{L}*\s+)?(?:замка|замку|домофона|подъезда|подъезд|двери|ворот|домофону|під['’]?їзду|дверей|калитки|хвіртки)|kap[ıi]\s+(?:kodu|[şs]ifresi)|bina (?:giri[şs] )?(?:kodu|[şs]ifresi)|apartman (?:giri[şs] )?(?:kodu|[şs]ifresi)
                                             + |κωδικ\p{L}*\s+(?:της\s+)?(?:εξώπορτας|αυλόπορτας|γκαραζόπορτας|πόρτας|εισόδου(?=\s+(?:της\s+|του\s+|στην\s+|στο\s+)?(?:πολυκατοικίας|κτιρίου|οικοδομής|πόρτας)))
                                             + |ה?קוד\s+(?:ל?ה|ל)?(?:חדר|מחסן)\s+(?:ה)?(?:אופניים|כביסה|אשפה|עגלות)|ו?ה?קוד\s+(?:ה?חדש(?:ה)?\s+)?(?:ל?ה|ל)?(?:כספת(?: עם המפתח(?:ות)?)?|דלת|שער|חניון|חניה|כניסה(?=\s+(?:ה?קבוע\s+)?[לב]?ה?(?:בניין|בנין|בית|חניון|לובי|שער|חדר)))|(?:رمز|كود)\s+(?:ال)?(?:باب|بوابة)|گیٹ کا کوڈ|دروازے کا کوڈ|دروازہ کوڈ|گیٹ کوڈ|(?:کد|رمز)\s+(?:جدید\s+)?(?:در|درب)
                                             + |(?:kode|pin)\s+(?:pintu|gerbang|pagar)|senha\s+da\s+fechadura|(?:kod(?:e)?|pin)\s+akses\s+(?:pintu|pagar|lif|lift|bangunan|gerbang|kondo|rumah)|(?:द्वार|गेट|दरवाज़े|दरवाजे)\s+का\s+(?:पिन|कोड|pin)|गेट\s+(?:पिन|कोड)|(?:গেটের|দরজার|গেট)\s+(?:তালার\s+)?(?:পিন|কোড)|கதவு\s+(?:பூட்டு\s+)?குறியீ[\p{L}\p{M}]*|दरवाज(?:़)?ा\s+(?:पिन|कोड)|kap[ıi]s[ıi]\s+[şs]ifresi|namba\s+ya\s+siri\s+ya\s+(?:geti|mlango|lango|sefu)|(?:ma|mã)\s+(?:c[ửu]a|c[ổo]ng)|m[ãa] m[ởo] kh[óo]a|kod\s+(?:kunci\s+)?pintu)(?![\p{L}\p{M}])
                                             + |รหัสประตู(?:ห้อง|หลัก)?|入館(?:暗証)?番号|入館コード|入室(?:暗証)?番号|大門密碼|大閘密碼|大闸密码|객실\s?비밀\s?번호|(?:வாசல்\s+)?(?:கதவு|வாயில்)\s+(?:கடவுக்?\s?)?குறியீ[\p{L}\p{M}]*|(?:நுழைவுக்?\s+)?கதவுக்?\s+குறியீ[\p{L}\p{M}]*|门禁(?:密码|码)|门锁密码|門鎖密碼|智能锁密码|電子鎖密碼|电子锁密码|房門密碼|房门密码|大门密码|門禁(?:密碼|碼)|(?:মূল\s+)?দরজার\s+(?:অ্যাক্সেস\s+)?(?:PIN|পিন|কোড)|オートロック(?:の)?(?:番号|暗証番号)|(?:エントランス|玄関|入口)(?:ドア)?(?:の)?暗証番号|(?:공동\s?)?현관\s?(?:비밀\s?번호|비번)|도어락\s?(?:비밀\s?번호|비번)|รหัส(?:ประตู|เข้าตึก)(?:[^\n\p{Nd}]{0,40}?คือ|[^\n]{0,40}?เปลี่ยนเป็น)|รหัสประจำห้อง|รหัส(?:ประตู|เข้าตึก))
                                             + {door.code-tail}
# A door's, a gate's or a building room's code in Danish, Norwegian and Finnish ("koden til
# hoveddøren er 1470", "Kode til porten er 2580", "vaskekælderen har kode 8830", "Portin koodi on
# 2468"), a gate's in Romanian ("codul de la poarta 7788") and a ski box's in Slovak ("Kód na
# lyžiarenský box: 1290", "Kód na dverách 7410"), and a Thai door's with words glued after it ("รหัสประตูใหม่ชั้น 1
# คือ 2468"): a rule of its own, so that door.code's alternation, run on every message
# with a code's word, grows no longer (as its branches, the Nordic words cost 11 M instructions
# more on the lines).
negative   any    door.code-more       -5      (?i)(?<![\p{L}\p{M}])(?:kode(?:n)?\s+til\s+(?:(?:hoved|ytter|bag|for|inngangs|indgangs)?d[øo]r(?:en|a)?|port(?:en)?|inngangen|indgangen|oppgangen|opgangen
                                             + |garagen|garasjen|(?:cykel|vaske)?k[æe]lder(?:en)?|(?:sykkel|vaske)bod(?:en)?|vaskeri(?:et)?)|(?:cykel|vaske)k[æe]lder(?:en)?\s+(?:har\s+)?kode(?:n)?
                                             + |(?:sykkel|vaske)(?:bod|rom)(?:en|met)?\s+(?:har\s+)?kode(?:n)?|(?:hoved|ytter|bag|inngangs|indgangs)d[øo]r(?:en|a)\s+har\s+kode(?:n)?|(?:hoved|ytter|bag|inngangs|indgangs)?d[øo]rkode(?:n)?|portkode(?:n)?|ڈور\s+لاک\s+کوڈ|kod(?:en)?\s+till\s+(?:garaget|porten|ytterd[öo]rren|entr[ée]n|cykelrummet|tv[äa]ttstugan)|portin\s+koodi\p{L}*
                                             + |cod(?:ul)?\s+(?:de\s+la\s+|de\s+|pentru\s+|al\s+)?(?:poart[aăi]|por[țţt]ii|u[sșş][aă]\s+de\s+(?:intrare|acces)|u[sșş]ii\s+de\s+(?:intrare|acces))|(?:cod(?:ul)?|pin)\s+(?:de\s+la\s+|pentru\s+|la\s+)?barier(?:a|ă|ei)?|k[óo]d\s+(?:na|od|do|k)\s+ly[žz]iar\p{L}*\s+box\p{L}*|k[óo]d\s+(?:na|od|do|k)\s+[úu]schovn\p{L}*(?:\s+ly[žz]\p{L}*)?|k[óo]d\s+na\s+dver(?:[áa]ch|iach)|k[óo]d\s+(?:ke?|do|od)\s+(?:vstupn\p{L}*\s+|hlavn\p{L}*\s+)?(?:dve[řr]\p{L}*|zahrad\p{L}*|vchod\p{L}*|budov\p{L}*)|รหัสประตู\p{Thai}*(?:\s+\p{Nd}{1,2}(?!\p{Nd}))?)(?![\p{L}\p{M}]){door.code-tail}
# A key box, key safe or lockbox a host leaves the keys in, and a house alarm (its box or its
# panel), by their names in each language ("boîte à clés code 1830", "code de la boîte à clés :
# 4412", "lockbox code is 2291", "Schlüsselbox: 0815", "Code Schlüsseltresor 4471", "caja de
# llaves 3390", "cassetta delle chiavi 1204", "sleutelkluis 5521", "skrzynka na klucze 7734",
# "nyckelbox 2201", "kulcsszéf 3344", "PIN peti simpanan: 4471", "alarm code 9912", "code alarme
# 5512", "Alarmcode 1379", "código de la alarma 8090", "kod alarmu 4321"): a static code for a place, not one a service
# delivers. The box may come first and its code a few words on, in the same sentence ("boîte à
# clés à gauche de la porte, code 4417", "Der Schlüsselsafe neben der Haustür hat den Code
# 3318", "Clé dans la boîte n°12, code 0815"). Not a parcel locker's box: its PIN is the `.pickup`
# keywords' own.
# The keys said to be in a box or a safe ("the key is in the box by the door, code 4417", "Cheia e
# in cutia de langa usa, cod 7256", "der Schlüssel liegt im Kasten neben der Tür, Code 3318").
define     door.key-in-box                     keys?\s+(?:is|are)\s+in\s+(?:the|a)\s+(?:box|safe)|kl[íi][čc]\p{L}* (?:(?:najdete|naleznete|je|jsou) v|ve?) (?:boxu|schr[áa]nce|trezoru|sejfu)|kľúč\p{L}* (?:nájdete|je) v (?:boxe|schránke|trezore)|kulcs\p{L}* (?:a )?(?:\p{Nd}{1,3}-\p{L}{1,3} )?(?:dobozban|kulcsdobozban|széfben|szefben)|schl[üu]ssel\s+(?:ist|liegt|liegen)\s+im\s+(?:kasten|safe|tresor)|cl(?:[ée]s?|efs?)\s+(?:(?:est|sont)\s+)?dans\s+(?:la|le)\s+(?:bo[îi]te|coffre)|(?:la\s+)?clau\s+(?:és|està)\s+a\s+la\s+caix\p{L}*|klucz\p{L}*\s+(?:jest\s+|są\s+)?w\s+(?:skrytce|skrzynce|sejfie)|nyckel(?:n|arna)?\s+(?:(?:finns|ligger)\s+)?i\s+(?:boxen|nyckelboxen|l[åa]dan|kodl[åa]set)
                                             + |llaves?\s+est[áa]n?\s+en\s+(?:la|el)\s+(?:caja|cajet[íi]n)|chiav[ei]\s+(?:è|sono|si\s+trova(?:no)?)\s+nella\s+cassett(?:a|ina)|chaves?\s+(?:est[áa]o?|fica(?:m)?)\s+na\s+caixa
                                             + |chei(?:a|le)?\s+(?:e|este|sunt|se\s+afl[ăa])\s+[îi]n\s+cuti[ae]|ו?(?:ה)?מפתח\s+(?:נמצא\s+)?ב(?:ה)?קופסה|klucz(?:e)?\s+(?:jest|s[ąa])\s+w\s+(?:skrzynce|sejfie)|ключ(?:и)?\s+(?:лежит\s+|лежат\s+|находится\s+)?в\s+(?:сейфе|ящике|ключнице)|ключ(?:ът|а|овете)?\s+(?:(?:е|са|се\s+намира(?:т)?)\s+)?в\s+кути(?:ята|йката|йка|я)|k[ľl][úu][čc]e?\s+(?:(?:s[úu]|je)\s+)?v\s+schr[áa]nk\p{L}*|kl[íi][čc]e?\s+(?:(?:jsou|je)\s+)?v\s+schr[áa]nce
define     door.key-box                        bo[îi]te\s+(?:[àa]|aux)\s+cl(?:[ée]s?|efs?)|bo[îi]tier\s+(?:[àa]|aux)\s+cl(?:[ée]s?|efs?)|coffre(?:-fort)?\s+(?:[àa]|aux)\s+cl(?:[ée]s?|efs?)
                                             + |key\s?(?:box|safe|lock\s?box)|lock\s?box|key\s+(?:cabinet|locker\s+box)|schl[üu]ssel(?:box|safe|tresor|kasten|kasterl)|caja\s+(?:de|para\s+las)\s+llaves
                                             + |cajet[íi]n(?:\s+de\s+(?:las\s+)?llaves)?|caixa\s+(?:de|para\s+as)\s+chaves|caixa\s+de\s+(?:les\s+)?claus|cofre\s+(?:de|das)\s+chaves|cassett(?:a|ina)\s+(?:(?:di\s+sicurezza\s+)?(?:per\s+le|delle|porta)\s+)?chiavi
                                             + |(?:sleutel|key)(?:kluis|kastje|box|safe)|صندوق\s+(?:ال)?مفاتيح|anahtar kutusu|skrytk(?:a|i|ce|ę)\s+(?:na|z)\s+klucz(?:e|ami)|skrzyn(?:ka|ce|ki)\s+(?:na|z)\s+klucz(?:e|ami)|sejf(?:ie|u)?\s+(?:na|z)\s+klucz(?:e|ami)|sz[ée]f|schr[áa]n(?:k[ay]|ce|ku)\s+(?:na|s)\s+kl[íi][čc](?:e|i|ema)|(?:schr[áa]n(?:k[ay]|ce|ku)|box(?:u|e)?)(?=\s+s\s+k[óo]dem)|kl[íi][čc]ov\p{L}* box\p{L}*|cutie (?:de |pentru )?chei|cutia (?:cu|de|pentru) chei|caset[aăe] cu chei(?:le)?
                                             + |nyckel(?:box|sk[åa]p|g[öo]mma)(?:en|et|ets|ens)?|peti\s+(?:simpanan|keselamatan|besi)|kodl[åa]s(?:et)?|kodel[åa]s(?:en)?|n[øo]gle(?:boks|skab)(?:en|ens|et|ets)?|n[øo]kkel(?:boks|skap)(?:en|ens|et|ets)?|avain(?:kaap|boksi|laatik|s[äa]ilö|lokero)\p{L}*|kulcs(?:sz[ée]f|doboz|t[áa]rol[óo])\p{L}*
                                             + |anahtar\s+kutusu\p{L}*|kotak\s+kunci|peti\s+kunci|sanduku\s+la\s+funguo|sefu(?:\s+chumbani)?|h[ộo]p\s+(?:ch[ìi]a\s+)?kh[óo]a|ключниц\p{L}*|сейф\p{L}*\s+(?:для|с)\s+ключ\p{L}*|caja\s+fuerte|cassaforte|cofre|گاوصندوق|кутия(?:та)?\s+(?:с|за)\s+ключ\p{L}*|[šs]atn\p{L}*\s+skř[íi]ň\p{L}*|сейф(?:а|е|у)?|κλειδοθήκη\p{L}*|κουτί\s+(?:με\s+τα\s+|των\s+)?κλειδι(?:ών|ά)|جعبه[\x{200C}\s]?(?:ی\s)?کلید|(?:ל|ב)?(?:תיבת|כספת)\s+(?:ה)?מפתחות
                                             + |k[ľl][úu][čc]ov\p{L}*\s+schr[áa]n[kc]\p{L}*|schr[áa]n(?:k[ay]|ke|ku)\s+(?:na|s)\s+k[ľl][úu][čc](?:e|mi|om)|trezor\p{L}*\s+(?:s|na)\s+k[ľl][úu][čc]\p{L}*|kl[íi][čc]ov\p{L}*\s+schr[áa]n[kc]\p{L}*|cuti(?:a|e|ei)\s+(?:cu|pentru)\s+chei(?:le)?|seif(?:ul)?\s+(?:cu|pentru)\s+chei(?:le)?
                                             + |cadeado|candado|cadenat|lucchetto|cadenas|padlock|combination lock|zahlenschloss|vorh[äa]ngeschloss|k[łl][óo]dk\p{L}*|hangslot|h[äa]ngl[åa]s\p{L}*
                                             + |hengel[åa]s\p{L}*|h[æa]ngel[åa]s\p{L}*|riippulukko\p{L}*|lakat\p{L}*|катинар\p{L}*|λουκέτο\p{L}*|asma kilit\p{L}*|gembok|{door.key-in-box}
define     door.alarm                          alarm|alarme|alarma|allarme|alarmu|larm|h[äa]lytys|riaszt[óo]|сигнализации|συναγερμού
define     door.code-word                      codes?|cod(?:ul)?|(?:ה)?קוד|رمز|کد|codi|c[oó]digo|codice|kod(?:en|u)?|k[óo]d\p{L}{0,3}|kode(?:n)?|koodi\p{L}{0,3}|код\p{L}{0,2}|κωδικ(?:ός|ό)|pin|[şs]ifre(?:si)?
# What follows the box's or the alarm's name and the code's word, in both rules: up to three words
# before a colon, or a word for "is", then the code ("El codi de la caixa de claus és 3690", "Ο
# κωδικός της κλειδοθήκης είναι 2580").
define     door.box-code                       (?:(?:\s+(?!{card.otp-word})[\p{L}\p{M}]+){1,3}?\s*[:：]|\s+(?:schr[áa]nky|boxu|trezoru|sejfu|skrytki|skrzynki|ящика|сейфа)|\s+(?:for|f[üu]r|pour|para|per|voor|f[öo]r|til)\s+[^.!?\n:：]{1,40}?\s+(?:is|ist|est|es|è|é|är|er)|(?:\s+(?:is|est|es|és|ist|lautet|è|é|este|je|jest|är|er|on|είναι|ni))?)[\s\x{A0}\x{202F}]*[:：=]?\s*['"«“(]?(?<code>{door.code-shape})
negative   any    door.key-box         -5      (?i)(?<![\p{L}\p{M}])(?:(?:{door.key-box})(?:[\s-]?(?:{door.code-word})|(?:[\s,]+(?!{card.otp-word})(?:[\p{L}\p{M}'’]+|\p{Nd}{1,3}|(?:n[°º]|№|#|[čc]\.)\s?\p{Nd}{1,3})){0,6}?[\s,:：(（–—\-]+(?:{door.code-word}))?|(?:{door.alarm})[\s-]?(?:{door.code-word}))(?![\p{L}\p{M}])
                                             + {door.box-code}
# The code's word first ("code de la boîte à clés : 4412", "código de la alarma 8090"): a rule of
# its own, so that the gate waits for the box's or the alarm's name, not for every "code".
negative   any    door.key-box.code-first -5   (?i)(?<![\p{L}\p{M}])(?:{door.code-word})\s+(?:(?:de\s+la|de\s+l['’]|del|de|da|do|della|dell['’]|dell[oa]|for\s+the|for|of\s+the|of|to\s+the|to|van\s+de|f[üu]r\s+(?:die|den|das)|na|od|за|для|от|της|του)\s*)?(?:{door.key-box}|{door.alarm})(?![\p{L}\p{M}])
                                             + {door.box-code}
# A door named first, as a heading, with its code after a colon ("Porta del carrer: codi 2580",
# "Back gate: code 4711", "Klatka B – kod 1397"): a door's code, unless the door is a locker's. Not a portal, which is
# also a website's.
negative   any    door.heading-code    -5      (?i)(?<![\p{L}\p{M}])(?:{door.noun})(?<!portal)(?![\p{L}\p{M}])(?:\s+(?!{door.locker})[\p{L}\p{M}'’]+){0,3}?\s*[:：–—]\s*(?:{door.code-word})(?![\p{L}\p{M}])\s*[:：=]?\s*['"«“]?(?<code>{door.code-shape})
# A lift's code ("código del ascensor 4411", "elevator code 2209"): a building's, not a one-time code.
# A rule of its own: in door.code, whose gate is a list of door words, "código" would have let it
# run on every message with a code's word (+1.4 % on the benchmark's lines).
negative   any    door.elevator        -5      (?i)(?<![\p{L}\p{M}])(?:(?:c[oó]digo|codi|code|codice)\s+(?:del\s+|de\s+l['’]\s?|de\s+|dell['’]\s?)?(?:ascensor|ascenseur|elevador|ascensore)|(?:lift|elevator)\s+(?:code|pin)|aufzugs?-?code)(?![\p{L}\p{M}])\s*[:：=]?\s*(?<code>\p{Nd}{3,8})(?!\p{Nd})
# The door first, opening with the code: a rule of its own, so that the gate runs it only where
# a verb for opening stands, not on every message with the word "code".
negative   any    door.opens-with      -5      (?i)(?<![\p{L}\p{M}])(?:{door.noun})(?:\s+(?!{door.locker})[\p{L}\p{M}'’]+){0,5}?\s+(?:{door.opens})\s+(?:(?:amb|con|with|mit|avec|com|z|ze|dengan|gamit|ng|by|med|met|μ[εέ]|עם|ب|با|с)\s+)?(?:(?:el|la|the|dem|le|il|o|a|den|de|ang|τον)\s+)?
                                             + (?:codi|c[oó]digo|code|codice|kod|kodem|kodu|kode|koden|koodilla|κωδικό|קוד|(?:ال)?رمز|کد|код(?:ом)?)(?![\p{L}\p{M}])\s*[:：=]?\s*['"«“]?(?<code>{door.code-shape})
# A code the message itself calls fixed, shared or permanent ("暗証番号 8934 (配達時に固定で設定済み)",
# "駐車場暗証番号: 3390（滞在中共通）", "暗証番号は 4471 で変更ありません", "gate code 4417 (permanent)",
# "PIN ya kabati 4829 ni yako ya kudumu", "PIN ya kabati ni 5521 na haibadiliki",
# "ロッカー暗証番号 2468 は契約期間中変わりません",
# "huoneen koodi 7193 ovat voimassa koko varauksen ajan", "Hoveddørskode 1357 virker hele opholdet", "code 2580 (blijft je hele verblijf hetzelfde)",
# "2580 (لا يتغير)", "宅配ボックスの暗証番号を 0614 に変更しました" (changed to, as set to), "είναι 7319 για όλη τη διαμονή σας", "택배함 비밀번호는 기존 2468 유지",
# "Kod na vstupnu branu 3579 plati pocas celeho pobytu", "je 2468, plati od 01.04. trvalo", "PIN 5592 (PIN permanent del teu edifici)",
# "Kod za garazu: 6621 (stalni)", "PIN till entrén … är 7142 och gäller så länge du är medlem", "Код от камеры хранения 4719 (не меняется)", "ロッカーは 4591 です
# （チェックアウト 10:00 まで有効）", "コインロッカー暗証番号 2468 は滞在中ご利用いただけます" (valid for the whole stay),
# "লকার পিন 7731 (আপনি নিজে সেট করেছেন)", set by the guest; "รหัสเปิดตู้ประจำของสมาชิก 4467 ใช้ได้ตลอด (ไม่ใช่รหัส
# OTP)", usable for good and "not an OTP"): a static code of a place, not a one-time
# one.
negative   any    code.marked-static   -5      (?i)(?<![A-Za-z0-9\p{Nd}])(?<code>[A-Za-z0-9\p{Nd}]{4,10})(?![A-Za-z0-9\p{Nd}])\s*(?:[(（][^)）\n]{0,12}?(?:固定|共通|고정)|(?:です)?[(（]\s*チェックアウト[^)）\n]{0,16}?まで|に(?:設定|変更)(?:されました|しました|されています)|\s*は\s*滞在中|(?:[\p{L}\p{M}]+\s+){0,3}?மாறாது|\s*[—–\-]?\s*தங்கும்\s+காலம்\s+முழுவதும்|\s*ஆக\s+அமைக்கப்பட்டது|で変更(?:は)?(?:ありません|なし)|は[^。\n]{0,12}?変わりません|ni\s+(?:yako\s+)?ya\s+kudumu|na\s+haibadilik\p{L}*|(?:on|ovat)\s+voimassa\s+koko\s+\p{L}+\s+ajan|[(（]\s*this\s+code\s+is\s+the same for (?:every|each|all)\s+(?:stay|guest)s?|(?:virker|g[æa]lder|gjelder|fungerer)\s+(?:under\s+)?hele\s+opp?holdet|g[äa]ller\s+(?:under\s+)?hela\s+vistelsen|(?:och\s+|og\s+)?(?:g[äa]ller|gjelder|g[æa]lder)\s+s[åa]\s+l(?:[äa]nge|enge|[æa]nge)\s+(?:du|ni)\s+(?:[äa]r|er)\s+medlem|(?:and\s+)?(?:is\s+)?valid\s+(?:for\s+)?as\s+long\s+as\s+you(?:'re|’re|\s+are)\s+a\s+member|[(（]\s*لا\s+يتغير|για\s+όλη\s+τη\s+διαμονή|유지(?:됩니다|돼요)?(?![\p{L}\p{M}])|(?:plat[ií]\s+|[(（]\s*)po[čc]as\s+cel[eé]ho\s+pobytu|,?\s*plat[ií]\s+(?:od\s+\p{Nd}{1,2}\.\s?\p{Nd}{1,2}\.?\s+)?trvalo|[(（]\s*blijft[^)）\n]{0,30}?hetzelfde
                                             + |[(（][^)）\n]{0,20}?নিজে\s+সেট|ใช้ได้ตลอด(?:ไป)?(?![\p{L}\p{M}]|\s*\p{Nd})|(?:[\p{L}\p{M}]+\s*)?[(（]\s*ไม่ใช่\s*รหัส\s*OTP|[(（]\s*schl[üu]ssel(?:box|safe|tresor|kasten)|[(（]\s*(?:(?:pin|code|codi|kod|код)\s+)?(?:ya\s+kudumu|permanent|fixed|stalni|stalan|trajni|стални|сталан|трајни|не\s+меня[её]тся|не\s+изменя[её]тся|не\s+змінюється|स्थायी|স্থায়ী|fijo|fixe|permanente|dauerhaft|kal[ıi]c[ıi]|sabit|tetap|c[ốo]\s+đ[ịi]nh|постоянный|постійний|постоянен|sta[łl]y|trval[ýy]|[áa]lland[óo]|pysyv[äa]|μόνιμος|קבוע|ثابت|دائم|ถาวร|(?:இது\s+)?நிரந்தர(?:ம்|மானது)|常设|永久)(?:\s*[)）]|[\s,][^)）\n]{0,40}[)）]))
# A code the message calls fixed before it ("het slot van je fiets heeft een vaste code: 2580",
# "fixed code 4471", "code fixe 1357", "PIN habitual 1188", "el PIN fix del teu Citibox és 2580",
# "Ihre dauerhafte Packstation-PIN bleibt 4712", "sen pysyvä PIN on 5590", "Twoj staly PIN do szafki
# to 4455", "Kata laluan loker kekal anda 8812", "گیٹ کا مستقل PIN اب 7391 ہے", "code PIN
# permanent du casier : 6621", "קוד פתיחה קבוע לתיבה שלך: 8821", "állandó PIN: 4490",
# "Je vaste toegangspincode … is 4471", "Kalıcı dolap şifreniz 7733", "நிரந்தர நுழைவு PIN 5521", "PIN ya kabati (ya kudumu kwa sanduku lako …): 6612", "mã tủ cố định của bạn 1188",
# "PIN de la teva bústia (sempre el mateix): 4410", "รหัสเปิดตู้ถาวรของสมาชิกคือ 5566",
# "暗証番号は固定の4219です", "门禁固定密码为 2580",
# "รหัสประจำตู้ของคุณคือ 1188", "รหัสล็อกเกอร์ประจำของคุณคือ 4412", "Din permanente boks-PIN er 1948",
# "رمز فتح الخزانة … ثابت ولا يتغير: 4420"), or a SIM card's default PIN ("votre code PIN par défaut est
# 0000", "le code PIN par défaut de votre nouvelle carte SIM est 1234"): a lock's, a place's or a
# card's, not a one-time one. Up to six words may stand between, before a word for "is" ("tu PIN fijo
# de la taquilla del gimnasio Basic-Fit es 5090"). "PIN" is
# looked behind for, so that the gate waits for "défaut", not for every "code" or "PIN".
negative   any    code.called-static   -5      (?i)(?:(?<![\p{L}\p{M}])(?:(?:vaste|fixed|permanente?|static|feste[nr]?|dauerhafte[nr]?|fixe|fijo|fixo|fisso|[áa]lland[óo]|pysyv[äa]|sta[łl]y|stabiln[ýy]|staln[iaou]|st[áa]l[eéyý]|trval[éáýa]|μόνιμ(?:ος|ο|η|ον))\s+(?:[\p{L}]+-|\p{L}{3,}?)?(?:pin-?)?(?:code|kode|koden|koodi\p{L}{0,3}|c[oó]digo|codice|pin|pincode|k[óo]d\p{L}{0,2}|heslo)
                                             + |(?:code|c[oó]digo|codice|codi|cod(?:ul)?|kod|pin|senha)\s+(?:fixe|fix|fijo|fixo|fixa|fisso|sta[łl]y|habitual|permanent|permanente|dauerhaft)|(?<=\s)on\s+pysyv[äa]|(?:m[ãa]|m[ậa]t\s+kh[ẩa]u)(?:\s+\p{L}+){0,3}?\s+c[ốo]\s+[đd][ịi]nh(?:\s+(?:của\s+(?:bạn|quý\s+khách)|là))*|(?<=pin\spar\s)d[ée]faut|default\s+pin|pin['’]?(?:i|in)?\s+varsay[ıi]lan|varsay[ıi]lan\s+(?:pin|[şs]ifre)|(?<=pin\s)predeterminado|(?<=pin\s)padr[ãa]o|(?:kata\s+laluan|pin|kod)(?:\s+\p{L}+)?\s+(?:kekal|tetap)(?:\s+anda)?|faste?\s+(?:pin(?:-?kode)?|\p{L}{0,14}kode|kod)|(?:رمز|کد|پین)\s+ثابت|ثابت\s+و\s?لا\s+يتغير|(?:code|c[oó]digo|codice|codi)\s+(?:de\s+|d['’])?\p{L}+(?:\s+\p{L}+)?\s+(?:permanent|fixe|fijo|fixo|fisso)|(?:pin|k[óo]d)(?:\s+\p{L}+){0,3}?\s+je\s+trval[eé]
                                             + |(?:الرقم\s+السري|الرمز\s+السري|كلمة\s+(?:ال)?مرور)(?:\s+\p{L}+){0,3}?\s+الافتراضي[ةه]?(?:\s+(?:هو|هي))?|رمز(?:\s+\p{L}+){0,3}?\s+الدائم(?:\s+(?:هو|لحسابك))?|(?:mateix|mismo|m[êe]me|mesmo)(?<=sempre\sel\smateix|siempre\sel\smismo|toujours\sle\smême|toujours\sle\smeme|sempre\so\smesmo)\s*[)）]|kal[ıi]c[ıi](?:\s+\p{L}+)?\s+(?:[şs]ifre|pin|kod)\p{L}*|(?:pin|namba|msimbo)\s+ya\s+kudumu|நிரந்தர(?:\s+[\p{L}\p{M}]+){0,2}?\s+(?:pin|பின்|குறியீடு|கடவுச்சொல்)|(?:pin|namba|msimbo)(?:\s+ya\s+\p{L}+)?\s*[(（]\s*ya\s+kudumu[^)）\n]{0,60}[)）]|ה?קוד(?:\s+[\p{L}\-]+)?\s+ה?קבוע
                                             + |مستقل\s+(?:pin|پن|کوڈ)(?:\s+اب)?)|固定の|固定\p{Han}{0,4}?(?:密码|密碼)(?:为|為|是)?|स्थायी(?:\s+\S+)?\s+(?:पिन|कोड|pin)|(?:密码|密碼)(?<=預設密碼|预设密码|默认密码|默認密碼)(?:为|為|是)?|รหัส[\p{L}\p{M}]{0,12}?ประจำ[\p{L}\p{M}]{0,20}?คือ|รหัส[\p{L}\p{M}]{0,12}?ถาวร[\p{L}\p{M}]{0,20}?(?:คือ)?)(?![\p{L}\p{M}])
                                             + (?:(?:\s+(?:[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}]+)*|\p{L}{1,3}\.|\p{Nd}{1,3}(?:-\p{Nd}{1,4}){0,4}(?![\p{Nd}\-]))){0,6}?(?:\s+(?:is|est|es|és|é|è|ist|bleibt|er|är|on|je|to|ni|הוא|היא)\s+|\s*[:：=]\s*|\s+(?=\p{Nd}{4,10}(?![A-Za-z0-9\p{Nd}])))|\s*[:：=]?\s*)(?<code>[A-Za-z0-9\p{Nd}]{4,10})(?![A-Za-z0-9\p{Nd}])
# A code called permanent in Russian, Ukrainian or Bulgarian, which need no word for "is" before it
# ("Постоянный ПИН для вашего аккаунта 4481 не изменился"), or a PIN "for permanent access" ("ПИН за
# постоянен достъп до склад … е 4417"): a lock's or an account's, not a one-time one. After a dash,
# the code may follow numbers ("Постоянный код доступа к абонентскому ящику №48 в отделении 190000 — 7766").
negative   any    code.called-static-cyrillic -5 (?i)(?<![\p{L}\p{M}])(?:(?:постоянн(?:ый|ого)|постійн(?:ий|ого)|постоянни(?:я|ят)?|постоянен)\s+(?:пин|pin|код|пароль|парола)(?:-?код)?
                                             + |(?<=пин\sза\s|pin\sза\s|код\sза\s|пин\sдля\s|pin\sдля\s|код\sдля\s)(?:постоянен|постоянного|постійного)\s+(?:достъп|доступа|доступу))(?![\p{L}\p{M}])
                                             + (?|(?:\s+(?:[\p{L}\p{M}]+|№\s?\p{Nd}{1,6}|\p{Nd}{1,8})){1,9}?\s+[—–]\s+(?<code>(?=[A-Za-z]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}]{4,10})
                                             + |(?:\s+[\p{L}\p{M}]+){0,7}?[\s:：=]+(?<code>(?=[A-Za-z]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}]{4,10}))(?![A-Za-z0-9\p{Nd}])
# A Japan Post account's symbol and number ("キャッシュカード（記号 10120 番号 3318 末尾）"): an account,
# never a code.
negative   any    account.jp-passbook  -5      記号[\s\x{3000}]*(?<code>[0-9０-９]{5}[\s\x{3000}]*[-－‐]?[\s\x{3000}]*番号[\s\x{3000}]*[0-9０-９]{1,8})(?![0-9０-９])
# A key box, a parking lot's or an entrance's PIN in Chinese, Japanese or Korean, written without
# spaces around it ("暗証番号式キーボックス：0415", "駐車場暗証番号 1192", "钥匙盒密码 2580", "门禁密码 3691",
# "키박스 비밀번호 1357"): a place's code, not a one-time one.
negative   any    door.key-box-cjk     -5      (?:キーボックス|キーBOX|鍵ボックス|(?:駐車場|玄関|オートロック|エントランス|ゲート)の?暗証番号|オートロック(?:の)?解錠番号|钥匙盒|鑰匙盒|门禁密码|大门密码|키\s?박스|열쇠함|공동현관\s?비밀번호)[^\n\p{Nd}]{0,8}?(?<code>\p{Nd}{3,8})(?!\p{Nd})
# A network port ("VPN … (10.15.0.1, port 4433): 09581273", "FortiClient VPN (gw.nelt.rs:10443) je
# 40417762"): a number a VPN's message names beside its code, never the code. Looked for from the
# start of a message that names a VPN, so that the gate waits for "vpn", not for every colon.
negative   any    port.number          -5      (?i)\A(?=[\s\S]{0,3000}?vpn)[\s\S]{0,3000}?\K(?:(?<![\p{L}\p{M}])(?:port|포트|ポート)\s*[:#]?\s*|(?<=\.[a-z]{2}|\.[a-z]{3}|\.[a-z]{4}):)(?<code>[0-9]{2,5})(?![0-9])
# A SIM card's PUK or first PIN ("کد PUK سیم‌کارت شما 37190442 و PIN اولیه 0000", "SIM-korttisi
# PIN-koodi on 1234"): printed with the card,
# never a one-time code. "PIN" is looked behind for, so that the gate waits for "puk" or "initial".
negative   any    sim.puk              -5      (?i)(?|(?<![\p{L}\p{M}])puk2?(?![\p{L}\p{M}])[^\p{Nd}\n]{0,30}?(?<code>\p{Nd}{4,8})
                                             + |(?:اولیه|inicial|initial|initiale|iniziale)(?<=pin\sاولیه|pin\sinicial|pin\sinitial|pin\sinitiale|pin\siniziale)\s+(?<code>\p{Nd}{4,8})
                                             + |(?<![\p{L}\p{M}])sim[-\s]?(?:kort|card|karte|kart[aey]|kartic)\p{L}*(?:\s+\p{L}+){0,2}?\s+pin(?:-?(?:koodi|kode|code|kod))?\p{L}*\s*(?:(?:on|is|ist|er|är|je)\s+|[:：]\s*)?(?<code>\p{Nd}{4,8}))(?!\p{Nd})
# A bus, tram or train stop's code ("спирка с код 0415", "stop code 12345", "Haltestellen-Nr.").
negative   any    stop.code            -5      (?i)(?<![\p{L}\p{M}])(?:(?:bus\s+|tram\s+)?stop|station|haltestelle\p{L}*|arr[êe]t|parada|fermata|przystan\p{L}*|спирк\p{L}*|остановк\p{L}*|зупинк\p{L}*|stanic\p{L}*|durak\p{L}*|hållplats\p{L}*)
                                             + (?:\s+(?:с|със|with|mit|avec|con|z|ze))?\s*-?(?:code|kod|код|number|no\.?|nr\.?|nummer|номер|id|numaras[ıi]|k[óo]du)\s*[:：#]?\s*(?<code>\p{Nd}{3,6})(?!\p{Nd})
# A helpline, hotline, customer-service or complaint number, often at the end of a warning about
# codes ("never share your OTP … HBL ہیلپ لائن 111-111-425", "शिकायत 1930 पर करें", "Hotline 1800
# 599 999", "Kundeservice: 22 00 00 00", "asiakaspalvelu 0800 123 456", "for help: 16216",
# "সাহায্যের জন্য: ১৬২১৬"): short numbers, phone numbers in groups and toll-free numbers in one
# run ("8001244433"). The words between the label and the number name no code (helpline.gap),
# so a code the same sentence delivers ("Kundeservice sender deg koden 4821") is not taken for
# it.
define     helpline.gap                        (?:(?!(?i:otp|pin|tan|cod|kod|kód|koodi|c[oó]digo|код|κωδ|mã|رمز|کد|کوڈ|קוד|कोड|কোড|รหัส|码|碼|コード|번호))[^\p{Nd}\n])
define     helpline.number                     (?<code>\+?(?:1[89]00[ .]\p{Nd}{4,6}|\p{Nd}{7,12}|\p{Nd}{2,6}(?:[\s\-.]\p{Nd}{2,4}){0,4}))(?!\p{Nd})
negative   any    helpline             -5      (?i)(?:(?<![\p{L}\p{M}])(?:help\s?lines?|hot\s?lines?|help\s?desk|call\s+cent(?:er|re)|customer\s+(?:care|service|support)|support\s+line
                                             + |fraud\s+line|for\s+(?:help|assistance|support|(?:any\s+)?(?:queries|enquiries|inquiries))|para\s+(?:ayuda|asistencia|ajuda)|untuk\s+bantuan|सहायता\s+के\s+लिए|मदद\s+के\s+लिए|সাহায্যের\s+জন্য|সহায়তার\s+জন্য|প্রতারণা\s+জানাতে|مدد\s+کے\s+لیے
                                             + |наберите|справка|справочная|sperr-?(?:notruf|hotline|nummer|ruf)\p{L}*|notruf\p{L}*|(?:ligne|centre|service)\s+d['’]opposition|blokkeer(?:lijn|nummer)|sp[äa]rr(?:tj[äa]nst|linje|nummer)\p{L}*
                                             + |sperre(?:tjeneste|linje)\p{L}*|sulkupalvelu\p{L}*|emergency\s+(?:line|number|hotline)|report\s+(?:fraud|it|this)\s+(?:to|at|on|by\s+calling)|l[íi]nea\s+(?:de\s+)?(?:ayuda|atenci[óo]n)|linha\s+de\s+apoio
                                             + |servicio\s+al\s+cliente|atenci[óo]n?\s+al\s+client[e]?|infoline|infolinia|infolink[au]|service\s?hotline|kunden?service\p{L}{0,3}|kundendienst|kundesenter\p{L}{0,2}
                                             + |kundecenter\p{L}{0,2}|kundservice\p{L}{0,2}|kundtj[äa]nst\p{L}{0,2}|asiakaspalvelu\p{L}*|klantenservice|klantendienst|num[ée]ro\s+vert
                                             + |service\s+client(?:s|[èe]le)?|relation\s+client\p{L}*|assistenza\s+clienti|servizio\s+clienti|atendimento\s+(?:ao\s+)?cliente|apoio\s+ao\s+cliente
                                             + |central\s+de\s+atendimento|serviciul\s+clien[țţt]i|rela[țţt]ii\s+(?:cu\s+)?clien[țţt]ii?|obs[łl]ug\p{L}*\s+klienta|z[áa]kaznick\p{L}*\s+(?:link\p{L}|servis|podpor\p{L}|centr\p{L}*)
                                             + |korisni[čc]k\p{L}*\s+(?:servis|podr[šs]k\p{L}|slu[žz]b\p{L}|centar)|корисничк\p{L}*\s+(?:сервис|подршк\p{L}|служб\p{L})|εξυπηρέτηση\s+πελατών
                                             + |горяч\p{L}*\s+лини\p{L}*|горещ\p{L}*\s+лини\p{L}*|гаряч\p{L}*\s+лін\p{L}*|служб\p{L}*\s+(?:поддержки|підтримки|заботы)|колл?-?центр\p{L}*|кол\s+център\p{L}*
                                             + |контакт\p{L}*-?\s?центр\p{L}*|обслужване\s+на\s+клиенти|çağrı\s+merkezi|müşteri\s+hizmetleri|layanan\s+(?:pelanggan|konsumen)|khidmat\s+pelanggan
                                             + |pusat\s+panggilan|huduma\s+(?:kwa\s+)?wateja|t[ổo]ng\s+[đd][àa]i|[đd][ưu][ờo]ng\s+d[âa]y\s+n[óo]ng|ch[ăa]m\s+s[óo]c\s+kh[áa]ch\s+h[àa]ng|cskh
                                             + |ügyf[ée]lszolg[áa]lat\p{L}*|(?:ال)?خط\s+(?:ال)?(?:ساخن|مساعدة|دعم)|خدمة\s+العملاء|مركز\s+(?:ال)?اتصال|مرکز\s+تماس|(?:امور|خدمات)\s+مشتریان|پشتیبانی
                                             + |ہیلپ\s?لائن|ہاٹ\s?لائن|کسٹمر\s+(?:سروس|کیئر|کئیر)|شکایت|שירות\s+(?:ה)?לקוחות|[לבה]?מוקד|हेल्पलाइन|हेल्प\s+लाइन|शिकायत|ग्राहक\s+सेवा|कस्टमर\s+केयर
                                             + |হেল্পলাইন|গ্রাহক\s+সেবা|কাস্টমার\s+কেয়ার|அவசர\s+எண்|உதவி\s?எண்|வாடிக்கையாளர்\s+சேவை)(?![\p{L}\p{M}])
                                             + |客服热线|客服電話|客服电话|热线|熱線|コールセンター|カスタマーセンター|お客様センター|サポートセンター|콜센터|고객센터|สายด่วน|ศูนย์บริการ|คอลเซ็นเตอร์)
                                             + {helpline.gap}{0,16}?{helpline.number}
# A data allowance ("paket Combo Sakti 25GB", "pelan Internet 30GB", "2 GB"): an amount of data,
# never a code. The units in capitals only: "mb" would let the gate run the rule at every "number".
negative   any    data.amount          -5      (?<![\p{L}\p{Nd}.,\-])(?<code>\p{Nd}{1,4}(?:[.,]\p{Nd}{1,2})?\s?(?:GB|MB|TB))(?![\p{L}\p{M}\p{Nd}\-])
# An account named by its number in two groups of four, with no colon ("per al compte 5581-2047",
# "για τον λογαριασμό 5581-2047", "tilillesi 5581-2047", "kwa akaunti 5581-2047", "för kontot
# 7788-1290"): the account, never a code. A colon hands a code over ("accedir al teu compte: 5813").
negative   any    account.two-fours    -5      (?i)(?<![\p{L}\p{M}])(?:account|compte|cuenta|conta|konto|kontot|kontoen|tili\p{L}*|akaunti|λογαριασμό|счёт|счет|рахунок)\s+(?<code>\p{Nd}{4}-\p{Nd}{4})(?![\p{Nd}\-])
# A flight in parentheses after a booking, its airline's two characters first ("la reserva LT8K3M
# (VN 7412, 3 de juliol 06:20)", "boeking PX8K4T (ZW 1423, 18 aug)"): the flight's number.
negative   any    flight.parenthesized -5      \((?-i:[A-Z][A-Z0-9])\s?(?<code>\p{Nd}{2,4})\s*,
# Pakistan's universal access numbers ("UAN 111-111-425", "111-225-225"): a helpline, never a code.
negative   any    phone.uan            -5      (?<![\p{Nd}\-])(?<code>111-\p{Nd}{3}-\p{Nd}{3})(?![\p{Nd}\-])
# Europe's harmonised service numbers: 116 116 blocks a card (Sperr-Notruf), 116 000, 116 111,
# 116 117 and 116 123 are helplines. Never a code.
negative   any    phone.eu116          -5      (?<![\p{Nd}\-+])(?<code>116[\s\x{A0}]?(?:000|006|111|116|117|123))(?![\p{Nd}])
# A number to report fraud or a suspicious call to ("report suspicious calls to 4444", "گزارش
# کلاهبرداری: ۰۹۶۳۸۰", "zgłoś oszustwo: 800 123 456", "signalez-le au 33700", Arabic with its
# clitics: "وأبلغنا على 8001244433"): the word for
# reporting, what is reported, and the number, in one sentence with no word for a code between.
negative   any    helpline.report      -5      (?i)(?:(?<![\p{L}\p{M}])(?:report\p{L}{0,3}|betrug\s+melden|melden\s+sie\s+(?:dies|es|betrug|den\s+betrug)|signalez(?:-le|-la)?|signaler|den[uú]ncia\p{L}*|denuncie
                                             + |reporta\p{L}*|reporte|segnala\p{L}*|meld\s+(?:dit|het|fraude|misbruik|det)|meld\s+fra|rapporter\p{L}{0,2}|anmeld\s+(?:det|svindel|misbrug)|ilmoita
                                             + |zg[łl]o[śs]|zg[łl]a[sś]zaj|nahl[áa]ste|nahl[áa]si[ťt]|jelents[ed]|raporta[țţ]i|semnala[țţ]i|сообщите|сообщить|повідомте|повідомити|сигнализирайте|съобщете
                                             + |prijavite\s+(?:prevaru|prijevaru|zloupotreb\p{L}*)|αναφέρετε|καταγγείλετε|bildirin(?:iz)?|ihbar\p{L}*|[şs]ikayet\p{L}*|laporkan|lapor|ripoti|i-?report
                                             + |b[áa]o\s+c[áa]o|ph[ảa]n\s+[áa]nh|t[ốo]\s+gi[áa]c|[وف]?(?:للإبلاغ|الإبلاغ|أبلغ(?:وا|نا|ونا)?)|گزارش|לדיווח|דווחו|रिपोर्ट|রিপোর্ট|অভিযোগ|புகார்)(?![\p{L}\p{M}])
                                             + |举报|舉報|通報|신고)(?:(?![.!?。]){helpline.gap}|\.(?=\p{L})){0,30}?{helpline.number}
# A number a message or a scam is to be forwarded, reported or texted to ("forward the details to
# 7726", "text STOP to 88020", "report it to 7726", "leiten Sie die SMS an 7726 weiter",
# "transférez-le au 33700", "reenvía el SMS al 7726", "inoltra il messaggio al 4030", "stuur het
# door naar 7726", "prześlij na numer 8080", "Posli SMS DATA7 na 12700"): a service number, however
# short. The verb, then up to five words (no number, no end of sentence), the word for "to" and the
# number; the first such in the message, which is first searched once for "to" right before a number
# (`\K` starts the match at the verb). The languages that put "to" after the number (Korean,
# Japanese, Turkish, Hindi, Bengali) are phone.after's.
define     forward.verb                        forward\p{L}*|fwd|text|send|weiterleiten|leiten|senden|schicken|transf[ée]r\p{L}*|envoy\p{L}*|renvoy\p{L}*|reenv[íi]\p{L}*
                                             + |env[íi][ae]\p{L}*|reenvia\p{L}*|encaminh\p{L}*|reencaminh\p{L}*|inoltr\p{L}*|invia\p{L}*|stuur|doorsturen|sturen|prze[śs]lij\p{L}*|wy[śs]lij\p{L}*
                                             + |p[řr]epo[šs]l\p{L}*|odesl[áa]n[íi]m|po[šs]lete|po[šs]lite|po[šs]li|po[šs]alj\p{L}*|пошаљ\p{L}*|prepo[šs]l\p{L}*|vidarebefordra|skicka|videresend|l[äa]het[äa]|v[äa]lit[äa]|перешл\p{L}*|отправ\p{L}*
                                             + |препрат\p{L}*|изпрат\p{L}*|προωθ\p{L}*|στείλ\p{L}*|trimite\p{L}*|redirec[țţt]ion\p{L}*|tov[áa]bb[íi]ts\p{L}*|k[üu]ldj\p{L}*|teruskan|kirim\p{L}*
                                             + |hantar\p{L}*|majukan|sambaza|tuma|g[ửu]i|chuy[ểe]n\s+ti[ếe]p|أرسل\p{L}*|وجه\p{L}*|העביר\p{L}*|שלח\p{L}*
define     forward.to                          to|an|au|à|al|a|naar|till|til|na\s+[čc][íi]slo|na\s+numer|na|на|στο|στον|la|ke|kepada|kwa|[đd][ếe]n|t[ớo]i|إلى|الى|ל-?|numeroon
negative   any    phone.forward-to     -5      (?i)\A(?=[\s\S]*?\s(?:{forward.to})[\s\-]*\+?\p{Nd})[\s\S]*?\K(?<![\p{L}\p{M}])(?:{forward.verb})(?:[\s,\-]+(?:[\p{L}\p{M}'’]+|(?-i:[A-Z][A-Z0-9]{2,15}))){0,5}?[\s,\-]+(?:{forward.to})(?![\p{L}\p{M}])
                                             + [\s\-]*(?:(?:the\s+)?(?:number|nummer|num[ée]ro|n[úu]mero|numer|[čc][íi]slo|номер|αριθμό|nomor|s[ốo]|nambari)\s*)?[:：]?\s*{helpline.number}
# An SMS keyword to text to a service's short number, in Vietnamese ("soan OTP gui 9123", "Soạn tin
# MK gửi 1576"): "soạn" (compose), a few words, "gửi" (send) and the number, never a code.
# The number to text to stop a shop's messages ("Διαγραφή: 54344", "Opt-out: 88020", "Afmelden:
# 3010"): a short service number, never a code. The match starts at the colon, so that it is
# searched for only where one stands. English "Unsubscribe:" is left out: it ends many messages
# with no number after it ("Unsubscribe: reply STOP"), and each would run the rule (+3.3 M
# instructions on the 2 MB of bench lines).
negative   any    phone.unsubscribe    -5      (?i)(?<=opt-out|opt out|optout|διαγραφή|διαγραφη|απεγγραφή|abmelden|abbestellen|afmelden|d[ée]sabonnement|d[ée]sinscription
                                             + |baja|descadastrar|cancelar envios|avmelding|avregistrering|wypisz|odhl[áa]senie|отписка|відписка|dezabonare|berhenti langganan)[:：]\s*(?<code>\p{Nd}{3,6})(?!\p{Nd})
negative   any    phone.compose-send   -5      (?i)(?<![\p{L}\p{M}])(?:soan|soạn)(?:\s+[\p{L}\p{M}\p{Nd}_]+){1,4}?\s+g[ửu]i(?:\s+(?:đến|den|t[ớo]i))?\s+{helpline.number}
# A number to send to a service's short number to order something ("با ارسال کد ۵۲۱۴ به ۸۰۸۰ بسته
# … را فعال کنید", by sending 5214 to 8080): a command the user texts, not a code sent to them.
negative   any    sms.order-command    -5      (?<![\p{L}\p{M}])ارسال\s+(?:کد|عدد)\s+(?<code>\p{Nd}{1,8})\s+به\s+\p{Nd}{3,6}(?!\p{Nd})
# A word to text to a service's short number in Arabic ("لطلب رمز جديد أرسل الكلمة "رمز" إلى 600555"): the
# service's number, never a code.
negative   any    phone.send-to-ar     -5      (?<![\p{L}\p{M}])(?:أرسل|ارسل)(?:[^\n.!?؟،\p{Nd}]){0,40}?\s(?:إلى|الى|على)\s*(?<code>\p{Nd}{4,6})(?!\p{Nd})
# A number after a verb for calling or contacting, a few words on, in the same sentence ("så ring
# straks på 70 123 456", "call us straight away on 3457 404 404", "rufen Sie uns bitte sofort unter
# 9111 2222 an", "llama ya mismo al 912 249 426", "chiama subito il numero 800 303 303", "hubungi
# Halo BCA 1500888", "หากสงสัยโปรดติดต่อ 1558", "หากพบเห็นโปรดแจ้ง 1333"): a phone number, a short
# service number or a toll-free one in groups ("1800 425 00000"), never a code. The words between
# hold no number, no end of a sentence and no word for a code (helpline.gap), so "call us if you
# did not ask for the code 482913" keeps its code. The languages that put the verb after the
# number (Korean, Japanese, Turkish, Persian, the Indic ones) are phone.after's. Three rules, by
# script, so that the gate can list each one's verbs. A verb glued to a closing quote
# is a name in quotes, not an instruction (codes for the app «تواصل»).
define     call.number                         (?<code>\+?(?:\p{Nd}{2,6}(?:[\s\-.]\p{Nd}{2,5}){0,4}(?:[\s\-.]\p{Nd}{6,8})?|\p{Nd}{7,12}))(?!\p{Nd})
# Several numbers joined by "or", "and", a comma or 、 after one verb ("请拨打110或96110", "call
# 999 or 101", "appelez le 17 ou le 112", "звоните 102 или 112") are all phone numbers: the whole
# list is the target (call.numbers), so each of its numbers is explained, not only the first.
define     call.or                             (?:[ \t\x{A0}]*[,、，/][ \t\x{A0}]*|[ \t\x{A0}]+(?i:or|and|und|oder|ou|et|o|y|e|of|en|eller|tai|ja|vagy|veya|ya\s+da|atau|dan|ho[ặa]c|hay|v[àa]|или|и|або|чи|ή|και|lub|albo|nebo|alebo|ili|sau|ori|au|ama|o\s+kaya|או|أو|او|یا|या|বা|அல்லது)(?:[ \t\x{A0}]+(?i:(?:the|le|la|el|al|il|lo|o|a|den|de|het|na|do|на|au|à)\s+)?)|[ \t\x{A0}]*(?:或者?|和|及|または|か|또는|หรือ)[ \t\x{A0}]*)
define     call.digits                         \+?(?:\(\p{Nd}{1,5}\)[\s\-]?)?(?:\p{Nd}{2,6}(?:[\s\-.]\p{Nd}{2,5}){0,4}(?:[\s\-.]\p{Nd}{6,8})?|\p{Nd}{7,12})(?!\p{Nd})
define     call.numbers                        (?<code>{call.digits}(?:{call.or}{call.digits})*+)
# What follows the verb in all three: up to 40 characters of the sentence, no digit or code
# word among them, then the number or the list of numbers.
define     call.then-number                    (?:(?![.!?。！？]){helpline.gap}){0,40}?{call.numbers}
define     call.verb-west                      (?<![\p{L}\p{M}])(?:call(?:\s+us)?|phone\s+us|ring|dial|contact|reach\s+us|ringe|kontakt(?:e|a)?|anrufen|rufen|ruf|kontaktieren
                                             + |appel(?:ez|er|le)|contact(?:ez|er)|composez|llam(?:e|a|ar|en)|cont[aá]ct(?:a|e|ar|en|anos)|comun[íi]ca(?:te|se)|lig(?:ue|ar|a)|contat(?:e|ar)
                                             + |chiam(?:a|i|are|ate)|contatt(?:a|i|are|ate)|telefon(?:a(?!\s*:)|i|are|ate)|bel|bellen|neem\s+contact\s+op|truca|truqui|truqueu)(?![\p{L}\p{M}»"”])
define     call.verb-east                      (?<![\p{L}\p{M}])(?:zadzwo[ńn]|dzwo[ńn]|dzwoni|skontaktuj(?:\s+si[ęe])?|(?:za)?vol(?:ejte|ajte)|kontaktujte|h[íi]vj(?:a|on|d|[áa]k)|sun(?:a[țţt]i|[ăa])|contacta[țţt]i
                                             + |soit(?:a|akaa|takaa)|ota\s+yhteytt[äa]|pozovite|nazovite|kontaktirajte|hubungi|panggil|g[ọo]i|li[êe]n\s+h[ệe]|tumawag|tawagan|tawag|piga(?:\s+simu)?)(?![\p{L}\p{M}»"”])
define     call.verb-other                     (?<![\p{L}\p{M}])(?:позвоните|звоните|позвонить|свяжитесь|обратитесь|зателефонуйте|телефонуйте|телефонують|дзвонять|звонят|подзвоніть|зверніться|обадете\s+се|звъннете|позвънете|свържете\s+се
                                             + |позовите|назовите|καλέστε|τηλεφωνήστε|επικοινωνήστε|[وف]?اتصل(?:وا|ي)?|[وف]?تواصل(?:وا|ي)?|للاتصال|اتصال(?:اً|ًا|ا)?(?= من)|কল করুন|কল দিন|ফোন করুন|कॉल करें|फ़ोन करें|फोन करें|התקשר(?:ו|י)?|חייג(?:ו|י)?|צרו\s+קשר|צור\s+קשר)(?![\p{L}\p{M}»"”])
                                             + |拨打|撥打|致电|致電|请拨|請撥|แจ้ง(?!เตือน)|ติดต่อ
negative   any    phone.call-verb      -5      (?i)(?:{call.verb-west}){call.then-number}
negative   any    phone.call-verb.east -5      (?i)(?:{call.verb-east}){call.then-number}
negative   any    phone.call-verb.other -5     (?i)(?:{call.verb-other}){call.then-number}
# A number right after a label for help or support and its colon ("உதவி: 1800 425 00000", "Hilfe:
# 069 7191 3000", "Ayuda: 900 100 200", "پشتیبانی: ۸۴۸۰۰", "문의: 1588-9999"): the helpline.
negative   any    helpline.label       -5      (?i)(?:(?<![\p{L}\p{M}])(?:help|hilfe|aide|ayuda|ajuda|aiuto|hulp|d[úu]vidas|dudas|dubbi|fragen|vragen|questions|вопросы|питання|въпроси|pytania|dotazy|frågor|lisätietoja|lisätiedot|more info|further information|driver|rider|courier|delivery agent|delivery partner|डिलीवरी एजेंट|डिलीवरी बॉय|ड्राइवर|ডেলিভারি ম্যান|কুরিয়ার|hj[æä]lp|hjelp|pomoc|pomo[ćc]|помощь|допомога|помощ|βοήθεια|yard[ıi]m|bantuan|tulong|msaada
                                             + |tr[ợo]\s+gi[úu]p|h[ỗo]\s+tr[ợo]|apu|apua|seg[íi]ts[ée]g|ajutor|support|suporte|soporte|supporto|assistance|asistencia|assist[êe]ncia|assistenza|destek|tuki|st[øo]tte
                                             + |podpora|подршка|podr[šs]ka|подкрепа|підтримка|поддержка|مساعدة|الدعم|دعم|پشتیبانی|کمک|مدد|עזרה|תמיכה|सहायता|मदद|সহায়তা|உதவி)(?![\p{L}\p{M}])
                                             + |ช่วยเหลือ|帮助|幫助|咨询|諮詢|문의|ヘルプ|お問い?合わせ)[ \t\x{A0}]*[:：][ \t\x{A0}]*{call.number}
# A number after the name of a call centre or a service desk, with or without its colon ("Central:
# 4004 0001", "SAC 0800 729 0722", "Ouvidoria: 0800 729 5678", "Call Center 1500 888", "Centro de
# atención: 900 100 200", "Numero Verde 800 303 303", "Servicenummer: 0800 111 222"): the phone
# line a warning about codes ends with, never a code. Only spaces and a colon stand between, so
# "SAC: seu código é 482913" keeps its code. Brazil's "Central" is a call centre only when a
# colon or a number follows at once; SAC is written in capitals. French "Infos : 3244" (plural:
# English "Info:" may open a code) is the operator's short number.
define     helpline.desk-label                 (?<![\p{L}\p{M}])(?:central(?:\s+(?:de\s+)?(?:atendimento|relacionamento|ajuda|servi[çc]os?))?|(?-i:SAC)|atendimento|ouvidoria|fale\s+conosco
                                             + |call\s?-?cent(?:er|re)|contact\s?-?cent(?:er|re)|centro\s+de\s+atenci[óo]n(?:\s+al\s+cliente)?|centralita|numero\s+verde|num[ée]ro\s+(?:azur|cristal)
                                             + |service-?(?:nummer|telefon|rufnummer)|kunden-?(?:hotline|telefon)|info-?line|infolinka|centre\s+d['’]appels?|centro\s+(?:de\s+)?(?:contacto|llamadas)|infos)(?![\p{L}\p{M}])
negative   any    helpline.desk        -5      (?i)(?:{helpline.desk-label})[ \t\x{A0}]*[:：]?[ \t\x{A0}]*{call.number}
# ---- negative contexts: phone numbers -----------------------------------------------------------
# An international number, also one masked after its first digits ("+40 74* *** 218", "+49 15x
# xxx 4521"): the number a code was sent to; its visible digits are no code.
negative   any    phone.intl           -6      (?<![\p{L}\p{N}])\+\s?(?|(?<code>\p{Nd}[\p{Nd}\s().\-]{6,22}\p{Nd})|(?<code>\p{Nd}[\p{Nd}\s().\-]{0,10}?\p{Nd})(?=[ \-]?[xX*•·]))
# An area code in parentheses before the number: Brazil's "(11) 3256-7890", "(030) 1234 5678".
negative   any    phone.area           -6      (?<![\p{Nd}\p{L}])(?<code>\((?:\+?\p{Nd}{1,3}\s?)?0?\p{Nd}{2,4}\)[\s\-]?\p{Nd}{3,5}[\s.\-]?\p{Nd}{3,5}(?:[\s.\-]\p{Nd}{2,4})?)(?!\p{Nd})
# A host's or a landlord's phone number after their label ("Udlejer: 40 12 88 91", "Vermieter:
# 0171 4482913", "Host: 612 48 93 20"): whom to call about a stay, not a code.
# The visible end of a masked phone number ("kod na broj +381 64 ***  23 91"): three or more
# marks, then the last digits. Led by the marks; two stars are Markdown's bold, not a mask.
negative   any    phone.masked-tail    -5      (?:\*{3}|•{3})[*•]*[\s\-]*(?<code>\p{Nd}{2}[ \-]?\p{Nd}{2})(?![\p{Nd}])
negative   any    phone.host           -5      (?i)(?<![\p{L}\p{M}])(?:udlejer(?:en)?|utleier(?:en)?|hyresv[äa]rd(?:en)?|vermieter(?:in)?|host|landlord|anfitri[óo]n|propri[ée]taire|verhuurder)\s*[:：]\s*(?:\p{Lu}\p{Ll}+\s+){0,2}[·,\-–—]?\s*(?<code>\+?\p{Nd}(?:[\p{Nd}]|[ \-](?=\p{Nd})){6,15})(?!\p{Nd})
negative   any    phone.nanp           -6      (?<!\p{Nd})(?<code>(?:1[\s.\-])?\(?\p{Nd}{3}\)?[\s.\-]\p{Nd}{3}[\s.\-]\p{Nd}{4})(?!\p{Nd})
# An app named "… Mobile" (InPost Mobile, BCA Mobile, T-Mobile) is no phone: "Mobile" with a capital
# after a word, or after a word and a hyphen, is a name; "your mobile" still names a phone.
# A code named after the app it is for ("código de WhatsApp: 274-913") is no phone number: the
# word that comes after "code of" names the service, so the rule does not start there. Where
# other words stand between ("Msimbo wako wa WhatsApp: 418-552", "Ваш код для WhatsApp: …"),
# the number's shape tells: WhatsApp's codes are three and three digits, no phone number is.
# Nor is a code read out digit by digit ("l-am primit eu pe telefon: 8 3 1 5 0 2": four to
# eight single digits), which no one does with a phone number. Nor is a short number on a line
# of its own below "your mobile number:" ("Use this code to verify your mobile number:\n\n705 318"):
# across a line break, a phone number has seven digits or more. The words for "call" include
# "truca al", "sunați la", "volejte", "nazovite", "καλέστε", "gọi".
negative   any    phone.context        -5      (?i)(?<![\p{L}\p{M}])(?<!code\s|codes\s|code\sfor\s|code\sde\s|code\sdu\s|codi\s|codi\sde\s|c[oó]digo\s
                                             + |c[oó]digo\sde\s|c[oó]digo\sdo\s|codice\s|codice\sdi\s|codice\sdel\s|kod\s|kode\s|код\s)(?:call
                                             + |phone|tel|telephone|hotline
                                             + |whatsapp(?![\s:：]*\p{Nd}{3}[\s\-]\p{Nd}{3}(?![\s().\-]?\p{Nd}))|contact|helpline|service|info|fax|(?<![\p{L}\p{M}]\s)(?<![\p{L}\p{M}]-)mobile|(?-i:mobile)|cell|número
                                             + |telefone|telefon|téléphone|telefono|телефон|справки|підтримка
                                             + |infolinia|(?:numer(?:u|em|ze)?|[čc][íi]sl(?:o|a|em|u)|l[íi]nea)(?=\s+\p{Nd}{3}[ \-]\p{Nd}{3}[ \-]\p{Nd}{3}(?![ \-]?\p{Nd}))|kundtj[äa]nst|assistenza|atenci[óo]n|hubungi|pusat\s+panggilan
                                             + |müşteri\s+hizmetleri|(?:[وب]?ال)?هاتف|اتصل\s+على|للمساعدة|للاستفسار(?:ات)?|تلفن|تماس|پشتیبانی
                                             + |bel(?:\s+(?:ons|naar))?|ring|opkald\s+fra|anrop\s+fra|samtal\s+fr[åa]n|ligue(?:\s+para)?|llam[ae](?:\s+al)?|appelez(?:\s+le)?|chiam[ai](?:\s+il)?|zadzwo[ńn](?:\s+pod)?
                                             + |h[íi]vj(?:a|on)|soita|soitetaan(?:\s+numerosta)?|sun[ăa](?:[țţ]i)?(?:\s+la)?|позвоните|звоните|зателефонуйте|телефонуйте
                                             + |truca(?:\s+al)?|truqu(?:i|eu)(?:\s+al)?|rufen\s+sie(?:\s+uns)?\s+unter|(?:za)?vol(?:ejte|ajte)(?:\s+na)?|nazovite|pozovite|позовите
                                             + |обадете\s+се(?:\s+на)?|καλέστε(?:\s+στο)?|καλέσουν\s+από|g[ọo]i(?:\s+(?:ngay|s[ốo]|đến|tới))?|tumawag\s+(?:sa|kay)|piga\s+simu(?:\s+(?:kwa|namba))?|התקשרו|חייגו
                                             + |טלפון|לבירורים|फ़ोन|ফোন|τηλ|मोबाइल(?:\s+न[ंम]्?बर)?|(?:फ़ोन|फोन)\s+न[ंम]्?बर|মোবাইল(?:\s+(?:নম্বর|নাম্বার))?|কল\s?সেন্টার|कॉल\s?सेंटर|ফোন\s+নম্বর
                                             + |موبائل(?:\s+نمبر)?|فون\s+نمبر|(?:شماره\s+)?(?:موبایل|همراه))\.?\s*(?:(?:us|oss|os)\s*)?(?:at|on|p[åa]|no\.?
                                             + |number|nr\.?)?[^\S\n]*[:：]?(?:[^\S\n]*|\s*\n\s*(?=(?:[^\p{Nd}\n]{0,3}\p{Nd}){7}))(?!(?:\p{Nd}[ \x{A0}]){3,7}\p{Nd}(?![\p{Nd}]|[ \x{A0}]\p{Nd}))(?<code>\+?[\p{Nd}(][\p{Nd}\s().\-]{3,22}\p{Nd})
# A number right after a word for customer service or calling (客服95338, 致电 400-811-1111); the
# few characters between hold no code word and no end of a sender tag, so "【XX客服】验证码：551903"
# keeps its code.
negative   any    phone.unspaced       -5      (?:客服|查詢|查询|热线|熱線|专线|專線|电话|電話|致电|致電|拨打|撥打|전화|고객센터|お問い合わせ|フリーダイヤル
                                             + |โทร(?<!ยืนยันเบอร์โทร)|สอบถาม|咨询|諮詢|详询|詳詢)[^\p{Nd}\n。】\]码碼]{0,6}?(?:[(（]\p{Nd}{2,4}[)）])?(?<code>\p{Nd}[\p{Nd}\s\-]{3,20}\p{Nd}
                                             + |\p{Nd}{4,20})
# A national number with its trunk 0 in groups ("06 41 73 22 11", "030 1234 5678"): seven
# digits at least, as every such number has; six or eight in pairs ("OTP anda ialah 06 41 73",
# "Kod sekali guna (OTP) anda 04 81 66 99") are a code. A Bulgarian national number has one
# digit after its 0700 or 0800 ("Сигнал: 0700 1 84 84"); a Pakistani mobile number, seven digits
# after its 03xx ("رائڈر: 0321 4470918").
negative   any    phone.trunk          -5      (?<![\p{Nd}\-+])(?<!\p{Nd}[\s.])(?<code>(?=(?:\p{Nd}[\s.\-]?){7})(?!0\p{Nd}(?:[\s.\-]\p{Nd}{2}){3}(?![\s.\-]?\p{Nd}))0\p{Nd}{1,4}(?:[\s.\-]\p{Nd}{2,4}){2,4}
                                             + |0(?:800|90[069])[\s\-]\p{Nd}{4,7}|0[5789]00[\s\-]\p{Nd}(?:[\s\-]\p{Nd}{2,3}){2}|03\p{Nd}{2}[\s\-]\p{Nd}{7}
                                             + |0\p{Nd}{1,3}-\p{Nd}{6,8})(?![\p{Nd}])
# A service number ("1800 588 822", "1588-5682"): four digits from 15 to 19, then groups. Right
# after a code's word and a space or a colon it is an eight-digit code in groups ("Код 1845 2093
# за покупка", "Code 1750 4421"), and a code keyword right before it sets the guess aside
# (Ranker.shapeGuesses) where the keyword is a direct label ("Cod de confirmare 1902 7718").
negative   any    phone.service        -5      (?<![\p{Nd}\-+])(?<!код |Код |КОД |code |Code |kod |Kod |kód |Kód |OTP |PIN |код: |Код: |code: |Code: |kod: |Kod: )(?<code>1[5-9]\p{Nd}{2}[\s\-]\p{Nd}{3,4}(?:[\s\-]\p{Nd}{3,5})?)(?![\p{Nd}])
# A number to call or report to, after it in Urdu and Hindi ("مشکوک کال کی اطلاع 4444 پر دیں",
# "1930 पर शिकायत करें", "1930 को कॉल करें"), Bengali ("১৬২৩৪ নম্বরে কল", "৯৯৯-এ কল"), Tamil, Korean
# with its postpositions and any ending of the verb ("1332로 신고하세요", "1332번으로 문의 바랍니다"),
# Japanese ("188に通報", "#9110まで連絡"), Turkish ("444 0 333'e bildirin", "155'i arayınız") and
# Persian; and the official number in "a call from any number other than 16167"
# ("১৬১৬৭ ছাড়া অন্য নম্বর", "… के अलावा किसी और नंबर", "… کے علاوہ کسی اور نمبر").
negative   any    phone.after          -5      (?i)(?<![\p{Nd}\-])(?<code>\+?\p{Nd}[\p{Nd}\s\-]{2,18}\p{Nd})\s*(?:ন(?:ম্ব|াম্বা)রে|এ\s+(?:কল|যোগাযোগ|জানান)|न[ंम]्?बर\s+पर|पर\s+(?:कॉल|फ़?ोन|सूचित|बताएं|बताइए|दें)|நம்பருக்கு|எண்ணுக்கு|எண்ணில்|نمبر\s+پر
                                             + |번?(?:으로|로|에)\s?(?:신고|문의|전화|연락|상담|제보)|(?:番|まで)(?:に)?(?:お)?電話|番?(?:に|へ|まで)(?:ご|お)?(?:電話|通報|連絡|相談|問い合わせ|問合せ)
                                             + |['’]?\p{L}{0,3}\s+(?:aray[ıi]n\p{L}*|bildirin\p{L}*|ihbar\s+edin\p{L}*|[şs]ikayet\s+edin\p{L}*|ula[şs][ıi]n\p{L}*|ba[şs]vurun\p{L}*)
                                             + |को\s+(?:कॉल|फ़?ोन|डायल|सूचित)|पर\s+डायल|-?(?:এ|তে)\s+(?:কল|ফোন|অভিযোগ)|-?(?:க்கு|ஐ)\s+(?:அழை|புகார்)[\p{L}\p{M}]*
                                             + |تماس\s+بگیرید|پر\s+(?:دیں|کال|رابطہ|رپورٹ|شکایت|اطلاع)|पर\s+(?:शिकायत|रिपोर्ट|संपर्क)
                                             + |ছাড়া\s+(?:অন্য\s+)?(?:কোনো\s+)?নম্বর|के\s+अलावा\s+(?:किसी\s+)?(?:और|अन्य|दूसरे)\s+नंबर
                                             + |کے\s+علاوہ\s+(?:کسی\s+)?(?:اور|دوسرے)\s+نمبر)
# A number followed by the word for "number" in a case form, as the agglutinative languages
# name a phone number after it: Hungarian with its suffix ("a 1430-as számon kérheted", "hívd a
# 06 80 123 456 telefonszámot", "küldd a 1777-es számra"), Turkish ("444 0 333 numaralı hattı
# arayın", "0850 222 0 800 numarasından"), Finnish ("soita 0800 123 456 -numeroon", "116 117
# -numerosta") and Estonian ("1715 numbril"): the number called or texted, not a code.
negative   any    phone.number-word-after -5   (?i)(?<![\p{Nd}\-])(?<code>\+?\p{Nd}[\p{Nd}\s\-]{1,18}\p{Nd})(?:-?(?:as|es|os|ös|ás|és|[ae]s|[ıiuü]n?|y[ae]))?[\s\x{A0}]*-?[\s\x{A0}]*
                                             + (?:(?:telefon|hív|mobil|ügyfélszolgálati\s+|ingyenes\s+)?sz[áa]m(?:on|ra|ot|r[óo]l|án|[áa]t)|(?:telefon\s+)?numara(?:l[ıi]|s[ıi]ndan|dan|ya|y[ıi]|s[ıi]n[ıi]|s[ıi]na|m[ıi]z[ıi]?)
                                             + |(?:puhelin|asiakaspalvelu)?numero(?:on|sta|ssa|lla|lta|ssamme|ohon)|(?:telefoni)?numbri(?:l|le|lt|ga))(?![\p{L}\p{M}])(?!\s+(?:\p{L}+\s+)?(?:[şs]ifre|kod|parola|otp))
# A code sent to a phone number: the number after "sent a code to" ("আমরা আপনার নম্বরে একটি কোড
# পাঠিয়েছি: ০১৭১২-৩৪৫৬৭৮", "we sent a code to +44 7700 900123") has a phone's length.
# A Vietnamese mobile number (0 and nine digits, 03x/05x/07x/08x/09x) after the words that name
# one, with or without accents ("chuyen 500.000d den so 0912345678", "den 0987654321", "SĐT 0987 654 321", "thuê
# bao 0358123456"): the number money or a message goes to, not the code after it.
negative   vi     phone.vn-mobile      -5      (?i)(?<![\p{L}\p{M}])(?:(?:đ[ếe]n|den|t[ớo]i|toi)(?:\s+s[ốo])?|(?:v[àa]o|vao|cho|c[ủu]a|cua)\s+s[ốo]|s[ốo]\s+(?:đi[ệe]n\s+tho[ạa]i|dien\s+thoai|di\s+[đd][ộo]ng|m[áa]y|đt|dt)
                                             + |s[đd]t|thu[êe]\s+bao|đi[ệe]n\s+tho[ạa]i|dien\s+thoai|di\s+[đd][ộo]ng|zalo)(?![\p{L}\p{M}])\s*[:：]?\s*(?<code>0[35789][0-9](?:[\s.]?[0-9]){7})(?![0-9])
# A Tanzanian or Kenyan mobile number (07…, 06…, 01…) after Swahili "kwenda" (to), "kutoka" (from)
# or "kwa" (to, for): "muamala wako wa Tsh 150,000 kwenda 0765432108 ni 9048172635", where money
# goes, not the code after it.
negative   sw     phone.sw-mobile      -5      (?i)(?<![\p{L}\p{M}])(?:kwenda|kutoka|kwa)\s+(?:(?:namba|nambari)\s+)?(?<code>0[167][0-9](?:[\s]?[0-9]){7})(?![0-9])
negative   any    phone.sent-to        -5      (?i)(?:(?<![\p{L}\p{M}])(?:sent|texted|text|send|envi[áa]mos|enviado|envoy[ée]|inviato|gesendet|geschickt|verstuurd|wys[łl]ali\p{L}*|отправ\p{L}*|надісла\p{L}*|изпрат\p{L}*|g[öo]nder\p{L}*
                                             + |sendt|sendte|skickat|skickade|l[äa]hetimme|l[äa]hetetty|gestuurd|verzonden|dikirim\p{L}*|kami\s+hantar|đ[ãa]\s+g[ửu]i|أرسلنا|ارسال\s+شد|بھیج\p{L}*|भेज\p{L}*|পাঠিয়েছি|পাঠানো\s+হয়েছে|שלחנו)(?![\p{L}\p{M}])|发送|發送|送信)
                                             + [^\n.!?।]{0,40}?(?:[:：]?\s*(?=\+?(?:\p{Nd}[\s\-]?){9,15}(?!\p{Nd}))|(?<![\p{L}\p{M}])(?:to|til|till|an|à|naar|ke|kepada|на|do|na)\s+(?=(?:\p{Nd}[\s\-]?){7}\p{Nd}(?![\s\-]?\p{Nd})))
                                             + (?<code>\+?\p{Nd}[\p{Nd}\s\-]{7,20}\p{Nd})(?!\p{Nd})
# Japan's short numbers dialled with "#" ("詐欺の相談は #9110 へ", "#7119 に電話"): a hotline, never a code.
negative   any    phone.jp-hash        -5      (?<![\p{L}\p{Nd}#])#(?<code>[0-9]{4})(?![\p{Nd}])(?=\s*(?:へ|に|まで|番|で))
# A keyword to send to a service's short number in Chinese ("请重新发送“SJMM”至10086获取",
# "编辑短信CXLL发送到10086"): the number is the service's, never a code.
negative   any    phone.send-to-cn     -5      (?:发送|發送|回复|回覆)(?:[^。！？\n，,\p{Nd}]|[A-Za-z]\p{Nd}){0,20}?(?:至|到)\s*(?<code>\p{Nd}{4,8})(?!\p{Nd})
# A token standard or a chain's network named beside a crypto amount ("250 USDT (TRC20)", "ERC-20",
# "BEP20"): never a code.
negative   any    crypto.network       -5      (?<![A-Za-z0-9\-])(?<code>(?:TRC|ERC|BEP)-?(?:20|721|1155|2)|SPL)(?![A-Za-z0-9\-])
negative   any    phone.star           -5      (?<![\p{Nd}*])\*(?<code>\p{Nd}{3,5})(?!\p{Nd})
# A sender tag of digits at the head of a line (【12306】, 【95588】, 【铁路12306】): the short number a
# Chinese service sends from, never its code.
negative   any    sender.tag-number    -5      (?:\A|(?<=\n))[ \t]*【\p{Han}{0,6}(?<code>\p{Nd}{3,8})】
# A USSD string ("*100*2030#", "*123#", "#21#", "*141*1#", "*#06#"): the numbers between its stars
# and the closing hash pick a menu or a bundle, in any language; none of them is a one-time code.
# An app named by its brand and "-App" ("in der N26-App", "die DB-App"): a name, not a code.
negative   any    app.name             -5      (?<![\p{L}\p{N}\-])(?<code>[A-Z0-9][A-Za-z0-9]{1,10}-[Aa]pp)(?![\p{L}\p{N}])
negative   any    ussd                 -6      (?<![\p{Nd}*#])(?<code>[*#]{1,2}\p{Nd}{1,6}(?:\*[\p{Nd}+]{1,20})*#)
# A number that ends in a keypad's key ("Código del portal: 2580#", "#1357*", "kód 8812#", "Kod za
# ulazna vrata: 2580*"): typed on a door's, a gate's or a phone's keypad, whatever the words around
# it; no one-time code is written that way. Not a code set in bold ("*482913*", as WhatsApp writes
# it).
negative   any    keypad.key           -4      (?<![\p{Nd}*#])(?!\*\p{Nd}{3,8}\*)[#*]?(?<code>\p{Nd}{3,8})[#*](?![\p{L}\p{N}*#])
# A wallet address, a hash or a number shortened with an ellipsis ("bc1q…8f2k", "0x7a3F...c91E",
# "4417…9921"): the parts on both sides of it belong to the identifier, never a code.
negative   any    elided               -5      (?<![A-Za-z0-9\p{Nd}])(?<code>[A-Za-z0-9\p{Nd}]{2,}(?:…|\.{3})[A-Za-z0-9\p{Nd}]{2,})(?![A-Za-z0-9\p{Nd}])
# ---- negative contexts: dates, times, addresses -------------------------------------------------
negative   any    date.slash           -5      (?<!\p{Nd})(?<code>\p{Nd}{1,4}/\p{Nd}{1,2}/\p{Nd}{1,4})(?!\p{Nd})
# A Thai school term's or Buddhist-era year ("ภาคเรียนที่ 1/2567", "ปีการศึกษา 2567", "พ.ศ. 2567"):
# a year, never a code.
negative   any    date.thai-year       -5      (?:ภาคเรียนที่|ภาคการศึกษาที่|ปีการศึกษา|พ\.ศ\.)\s*(?:\p{Nd}\s*/\s*)?(?<code>25\p{Nd}{2})(?!\p{Nd})
negative   any    date.year            -5      (?<!\p{Nd})(?=\p{Nd}{1,4}[.\-]\p{Nd})(?<code>\p{Nd}{1,2}[.\-]\p{Nd}{1,2}[.\-](?&year)
                                             + |(?&year)[.\-]\p{Nd}{1,2}[.\-]\p{Nd}{1,2})(?(DEFINE)(?<year>(?:19
                                             + |20)[0-9]{2}|(?![0-9])\p{Nd}{4}))(?!\p{Nd})
# A year of the Solar Hijri calendar (1390-1410, Iran and Afghanistan) or of the Thai Buddhist
# era (2560-2570), in any digits: a year as 1950-2039 are (see Ranker.shapeScore), where a word
# of the calendar or of an exam names it ("کنکور ۱۴۰۴", "سال تحصیلی ۱۴۰۴", "۱۵ فروردین ۱۴۰۴",
# "ปีการศึกษา 2568", "ปีภาษี 2567", "พ.ศ. ๒๕๖๘", a Thai month in full or abbreviated: "3 ก.พ. 2568",
# "۱۴۰۴ ه.ش") or a date further on has it ("… ۱۴۰۴/۰۲/۰۱").
define     date.local-year                     (?:1(?:39[0-9]|40[0-9]|410)|۱(?:۳۹[۰-۹]|۴۰[۰-۹]|۴۱۰)|١(?:٣٩[٠-٩]|٤٠[٠-٩]|٤١٠)|25(?:6[0-9]|70)|๒๕(?:๖[๐-๙]|๗๐))
negative   any    date.year-local      -4      (?|(?<![\p{L}\p{M}])(?:سال|کنکور|آزمون|امتحانات|نیم\x{200C}?سال|تقویم|فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند)
                                             + (?:\s+(?:تحصیلی|مالی|جاری))?\s*(?<code>{date.local-year})(?!\p{Nd})|(?:ปี\p{Thai}{0,12}?|พ\.\s?ศ\.?|พุทธศักราช|มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม
                                             + |มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|(?:ม|ก|มี|เม|พ|มิ|ส|ต|ธ)\.(?:ค|พ|ย)\.)\s*(?<code>{date.local-year})(?!\p{Nd})|(?<!\p{Nd})(?<code>{date.local-year})(?!\p{Nd})(?:\s*(?:ه\.\s?ش|هجری|شمسی|خورشیدی)
                                             + |(?=[^\n]{0,200}?(?<![\p{Nd}/.\-])(?:{date.local-year}\s?[/.\-]\s?\p{Nd}{1,2}\s?[/.\-]\s?\p{Nd}{1,2}|\p{Nd}{1,2}\s?[/.\-]\s?\p{Nd}{1,2}\s?[/.\-]\s?{date.local-year})(?![\p{Nd}/.\-]))))
# A day, month and two-digit year in any order (12-06-24, 24.06.12): a date, unless a word that
# names a code stands right before it ("Namba ya siri ya muda (OTP) ni 64-09-15", "kod: 12.06.24",
# Tagalog "ilagay ang code na 63-09-17", Malay "Kod pengesahan anda ialah 59.03.16"),
# or a few words after it and then a colon, a dash or "is" ("Код підтвердження зміни тарифу — 63-12-09", "Su código de acceso a Mi Quirónsalud es 55-08-31",
# "Ma OTP … 1.250.000 VND tai Tiki la 46-07-19": numbers may be among the words), where it is a
# code in pairs; the date is then skipped, not penalized. The word may end a compound
# ("verificatiecode is 06-19-53", "Bestätigungscode lautet 11-23-45"). Only days a month has:
# "86-04-31" or "30.02.25" is no date. A lookahead for the bare shape first, so that a run of
# digits that is no date at all fails at once.
define     date.short-shape                    (?=[0-9]{1,2}([.\-])[0-9]{1,2}\g{-1}[0-9])(?:(?|(?:0?[1-9]|[12][0-9]|3[01])([.\-])(?:0?[13578]|1[02])|(?:0?[1-9]|[12][0-9]|30)([.\-])(?:0?[469]|11)
                                             + |(?:0?[1-9]|[12][0-9])([.\-])0?2)\g{-1}[0-9]{2}|(?|(?:0?[13578]|1[02])([.\-])(?:0?[1-9]|[12][0-9]|3[01])
                                             + |(?:0?[469]|11)([.\-])(?:0?[1-9]|[12][0-9]|30)|0?2([.\-])(?:0?[1-9]|[12][0-9]))\g{-1}[0-9]{2}|[0-9]{2}([.\-])(?:(?:0?[13578]|1[02])\g{-1}(?:0?[1-9]
                                             + |[12][0-9]|3[01])|(?:0?[469]|11)\g{-1}(?:0?[1-9]|[12][0-9]|30)|0?2\g{-1}(?:0?[1-9]|[12][0-9])))
define     date.code-label                     (?<![\p{L}\p{M}])(?:codes?|kod(?:u|em)?|kode|k[óo]d|nyit[óo]k[óo]d|kodi|koodi|codi|cod(?:ul)?|c[oó]digo|codice
                                             + |passcode|pin|otp|tan|token|senha|clave|has[łl]o|heslo|parol[ae]?|lozink[au]|[şs]ifre(?:niz)?
                                             + |msimbo|nenosiri|siri(?:\s+ya\s+muda)?|m[ãa]|код|пароль|κωδικ(?:ός|ό)|k[wo]dik(?:os|o))(?![\p{L}\p{M}])|رمز|کد|קוד|कोड|รหัส|コード|码|碼|번호|코드|கடவுச்சொல்[\p{L}\p{M}]*|குறியீ[\p{L}\p{M}]*
# What kind of code, after the word for it ("Kode verifikasi 37-02-18", "mã xác nhận 31-08-77"):
# the code may follow with no colon.
define     date.code-kind                      (?:verifikasi|pengesahan|keamanan|keselamatan|x[áa]c\s+(?:nh[ậa]n|th[ựu]c)|otp|sms)(?![\p{L}\p{M}])
# A range of days in one month ("για όλη τη διαμονή σας (15-19/11)", "del 3-7/12"): the days a stay
# or an offer lasts, never a code.
negative   any    date.day-range       -5      (?<![\p{Nd}\-/.])(?<code>(?:0?[1-9]|[12][0-9]|3[01])-(?:0?[1-9]|[12][0-9]|3[01]))/(?:0?[1-9]|1[0-2])(?![\p{Nd}/])
# A day and a month after a word for "until" ("Ophaalcode via de DHL app, geldig t/m 19-06"): the
# last day something is valid, not a code.
negative   any    date.until           -5      (?i)(?<![\p{L}\p{M}])(?:t/m|tot\s+en\s+met|until|bis\s+(?:zum\s+)?|jusqu['’]au|hasta\s+el|at[ée]\s+(?:ao?\s+)?|fino\s+al)\s*(?<code>(?:0?[1-9]|[12][0-9]|3[01])[\-.](?:0?[1-9]|1[0-2]))(?![\p{Nd}]|[\-.]\p{Nd})
# A Japanese train ticket's pickup code after the seat or the train ("のぞみ21号 … 8号車12番A席 予約番号
# E7741 受取コード 2903"): the ticket machine's code for a booking, not a one-time code.
negative   any    ticket.pickup-ja     -5      (?:号車|席|発|着)[^\n]{0,60}?(?:お)?受取り?コード\s*[:：]?\s*(?<code>\p{Nd}{4}(?:[\s\x{3000}]?\p{Nd}{4})?)(?!\p{Nd})
negative   any    date.short           -5      (?i:(?:\(\s*)?{date.code-label}(?:\s*\))?(?:(?:\s+(?:[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}]+)*|\p{Nd}[\p{Nd}.,]*)){1,8}?(?:\s*[:：—–]|\s+(?:is|es|est|ist|é|è|är|er|je|este|adalah|ialah|là|la))\s*|(?:\s+{date.code-kind})?\s*(?:(?:is|ni|na|es|est|ist|lautet|é|è|és|adalah|ialah|là|to|je|är|er|este|einai|είναι)\s+)?[:：=]?\s*))(?:{date.short-shape})(?![0-9])(*SKIP)(*FAIL)
                                             + |(?<![0-9]|[0-9][.\-])(?<code>{date.short-shape})(?![0-9]|[.\-][0-9])(?!(?i:\s+(?:és|es|est|is|ist|é|è|je|är|er|on|ni|adalah|là)\s+(?:[\p{L}\p{M}'’]+\s+){0,3}?{date.code-label}))
# A year and a month (2025-06, 06-2025): six digits in two uneven parts, which the token
# scanner joins as it does an unevenly split code (7146-09).
# A financial or academic year up to 2039 written as a range ("AY 2024-25", "FY 2023/24", "2024–25"), or a
# year and a month ("2025-06"): no code. A second part that is neither, earlier than the first
# ("2049-18"), is a code in two parts.
negative   any    date.year-range      -5      (?<![\p{Nd}\-/.])(?=(?:19\p{Nd}|20[0-3])\p{Nd}\s?[\-–/]\s?\p{Nd}{2}(?![\p{Nd}\-/.]))(?<code>(?:19|20)(?:[0-9]{2}\s?[\-–/]\s?(?:0[1-9]|1[0-2])|(?:0[0-9]\s?[\-–/]\s?[0-9]|1[0-9]\s?[\-–/]\s?[1-9]|2[0-9]\s?[\-–/]\s?[2-9]|3[0-9]\s?[\-–/]\s?[3-9]|4[0-9]\s?[\-–/]\s?[4-9]|5[0-9]\s?[\-–/]\s?[5-9]|6[0-9]\s?[\-–/]\s?[6-9]|7[0-9]\s?[\-–/]\s?[7-9]|8[0-9]\s?[\-–/]\s?[8-9]|9[0-9]\s?[\-–/]\s?9)[0-9]))
negative   any    date.month           -5      (?<![\p{Nd}.\-/A-Za-z])(?<code>(?:19|20)[0-9]{2}[.\-/](?:0?[1-9]|1[0-2])|(?:0?[1-9]
                                             + |1[0-2])[.\-/](?:19|20)[0-9]{2})(?![\p{Nd}]|[.\-/][0-9])
negative   any    date.cjk             -5      (?<code>\p{Nd}{2,4})\s*年
# A date written without separators after its label ("Date:20240611 14:02", "Tarehe: 20240611").
negative   any    date.compact         -5      (?i)(?<![\p{L}\p{M}])(?:date|dated|datum|fecha|data|tarehe|tarikh|tanggal|ng[àa]y|tarih|дата|ημερομηνία|تاريخ|تاریخ|तारीख|তারিখ|日期|日付)(?![\p{L}\p{M}])\s*[:：]?\s*(?<code>(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01]))(?![0-9])
# A day and a month of two digits each right before a time ("op 12-03 om 22:14", "on 12.03 at
# 10:15", "12/03, 09:30"): a date, not a code in pairs. The time is matched, not looked ahead
# for, so that PCRE2 rules out at once a message with no colon.
negative   any    date.day-before-time -5      (?<![0-9]|[0-9][.\-/])(?<code>(?:0[1-9]|[12][0-9]|3[01])[.\-/](?:0[1-9]|1[0-2])|(?:0[1-9]|1[0-2])[.\-/](?:0[1-9]|[12][0-9]|3[01]))
                                             + \.?,?\s+(?:(?i:om|at|um|à|alle|ore|kl\.?|klo|o|в|о|saat|pukul|jam|lúc|luc|às|as|a las|la|kell)\s+)?[0-9]{1,2}:[0-9]{2}(?![0-9])
negative   any    time                 -5      (?<!\p{Nd})(?<code>\p{Nd}{1,2}[:h]\p{Nd}{2}(?::\p{Nd}{2})?)(?!\p{Nd})
negative   any    time.dot             -5      (?<![\p{Nd}.,])(?<code>(?:[01]?[0-9]|2[0-3])\.[0-5][0-9])(?![\p{Nd}]
                                             + |[.,]\p{Nd})(?=\s*(?:WIB|WITA|WIT|Uhr|uur|h\b|น\.|น\b|horas
                                             + |hrs|a\.?m\.?|p\.?m\.?))
negative   any    time.word            -5      (?i)(?<![\p{L}\p{M}])(?:pukul|jam|kl\.?|klo|l[úu]c|saat|alle\s+ore
                                             + |alle|um|om|à|at|в|о|o\s+godz\.?|godz\.?|ساعت|الساعة|בשעה
                                             + |เวลา|στις)\s*(?<code>(?:[01]?[0-9]|2[0-3])[.:h][0-5][0-9])(?![\p{Nd}]
                                             + |[.,]\p{Nd})
# An hour range joined into one number ("10-13 óra között", "9–12 Uhr", "between 10-14"): two
# hours, the second after the first, with an hour word after them or "between" before them.
negative   any    time.range           -5      (?i)(?|(?<![\p{Nd}.,:\-/])(?<code>(?:[01]?[0-9]|2[0-4])\s?[\-–—]\s?(?:[01]?[0-9]|2[0-4]))(?![\p{Nd}.,:\-/])(?=\s?(?:(?:óra|órakor|órá\p{L}*|uhr|h|hrs?|hours?|horas?|heures?|ore|uur|godz\p{L}*|час\p{L}*|saat|jam|gi[ờo]|klo|tim(?:me)?|timer|hod\p{L}*|sati?|ώρα|ώρες|ساعت|ساعة|घंटे|बजे|மணி|น\.?)(?![\p{L}\p{M}])|時|点|點|시))
                                             + |(?<![\p{L}\p{M}])(?:between|zwischen|entre|между|між|tra|fra|tussen|mellan|mellem|mellom|między|mezi|medzi|között|[îi]ntre|između|antara|giữa|arasında|μεταξύ|بين|بین)\s+(?:(?:the\s+)?hours\s+|ore\s+|den\s+)?(?<code>(?:[01]?[0-9]|2[0-4])\s?[\-–—]\s?(?:[01]?[0-9]|2[0-4]))(?![\p{Nd}.,:\-/]))
# An IPv4 address, not inside a longer run of dotted numbers ("4.7.3.9.1.6" is a code read out digit
# by digit). Four pairs ("Bekræftelseskode: 47.30.81.26") and four single digits ("הקוד שלך
# 9.4.1.6") are as often a code: an address only with "IP" before them. Asked after the match, which
# is rare, not at every number's first digit.
define     ip.pairs                            [0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{2}
define     ip.singles                          [0-9]\.[0-9]\.[0-9]\.[0-9]
negative   any    ip                   -8      (?<!\p{Nd})(?<!\p{Nd}\.)(?<code>\p{Nd}{1,3}(?:\.\p{Nd}{1,3}){3})(?!\p{Nd}|\.\p{Nd})
                                             + (?:(?<!(?<![0-9]){ip.pairs})(?<!(?<![0-9]){ip.singles})|(?<=IP\s{ip.pairs}|IP:{ip.pairs}|IP：{ip.pairs}|IP:\s{ip.pairs}
                                             + |IP\s{ip.singles}|IP:{ip.singles}|IP：{ip.singles}|IP:\s{ip.singles}))
negative   any    css.color            -6      (?i)(?:color|background(?:-color)?|fill|stroke|border(?:-[a-z]+)*)\s*[:=]\s*['"]?#(?<code>[0-9a-f]{3,8})(?![0-9a-z])
negative   any    css.length           -6      (?<![\p{L}\p{Nd}])(?<code>\p{Nd}{1,5}(?:px|pt|em|rem|vh|vw|dp))(?![\p{L}\p{Nd}])
negative   any    url                  -8      (?i)(?<code>(?:https?://|www\.)[^\s<>"'）)]+)
# An address starts where its run of name characters does (each later start would end at the
# same @), so a long run without one is scanned once, not once per character.
negative   any    email.address        -8      (?<![\w.+\-])(?<code>[\w.+\-]++@[\w\-]+(?:\.[\w\-]+)+)
negative   any    domain               -8      (?i)(?<![\w.])(?<code>[\w\-]+(?:\.[\w\-]+)*\.(?:com|net|org
                                             + |io|co|de|uk|ru|cn|jp|br|in|app|dev|me|info|biz|fr|es|it
                                             + |nl|pl|tr|id|vn|kr|ir|il|gov|edu|sa|ae|eg|qa|ro|fi|cz|sk|hu|gr|se|dk|no|at|ch|be|pt|eu|ua
                                             + |sg|au|ca|us|mx|ar|cl|za|th|tw|hk|my|ph)(?:/\S*)?)(?![\w])
# ---- negative contexts: money, cards, accounts, references -----------------------------------------
# A currency before the amount, or after it (amount.suffix); a letter or a digit glued before
# the one or after the other makes it part of a word or a code ("4TK9W2" holds no taka,
# "4FT-8QX-M2" no forint, where "500 Ft-ot" is an amount with its case ending); letters and a
# digit after the amount make a code of it too ("Tu código es RP4X71" holds no rupiah; "Rp50rb"
# is an amount), and so do a hyphen, digits and a letter ("TK4-92R"; "€100-200" is a range); the
# amount takes all its digits ("TK58Q7" holds no "TK5"), and two capitals glued after it make a
# code ("TK48ZN"; "$5M" is an amount).
negative   any    amount.prefix        -6      (?i)(?:[$€£¥₹₩₽₺₫฿₪₦₱৳]|R\$|(?<![\p{L}\p{Nd}])(?:rp|rs|inr|usd
                                             + |eur|gbp|jpy|cny|rmb|krw|rub|try|vnd|idr|brl|mxn|aed|sar
                                             + |irr|hkd|sgd|aud|cad|chf|pln|sek|thb|egp|kwd|qar|bdt|tk|ron|czk|huf|dkk|nok|uah
                                             + |rsd|bgn|лв|ksh|kes|tsh|tzs|ugx|pkr|lkr|php|myr|rm|ரூ)\.?)\s?(?<code>\p{Nd}[\p{Nd},.\s\x{A0}\x{66B}\x{66C}]{0,24}\p{Nd}
                                             + |\p{Nd})(?!\p{Nd})(?![A-Za-z]+[0-9])(?!-[\p{Nd}\-]*[A-Za-z])(?!(?-i:[A-Z]{2}))
# Loyalty points in Japanese, Chinese and Korean ("3000ポイント進呈", "500積分", "1000포인트"): an amount
# of points, never a code.
negative   any    amount.points        -6      (?<![\p{Nd},.])(?<code>\p{Nd}[\p{Nd},]{2,12})[ \x{A0}]?(?:ポイント|積分|积分|포인트)
# No currency starts with a digit or separator: inside a long number each shorter prefix is
# dropped at once instead of trying every currency after it; and an amount starts where its
# number starts, not at each of its digits, nor after a letter-digit part and a hyphen (the
# "4KR" of a code "Z7N-4KR" is no amount in kronor), nor right after a letter ("W2P9KR").
negative   any    amount.suffix        -6      (?i)(?<![\p{Nd},.\x{A0}\x{66B}\x{66C}])(?<![A-Za-z0-9]-)(?<![A-Za-z])(?<code>\p{Nd}[\p{Nd},.\x{A0}\x{66B}\x{66C}]{0,24}\p{Nd}
                                             + |\p{Nd})(?![\p{Nd},.\x{66B}\x{66C}])[\t\x0B\x0C\r ]?(?:[$€£¥₹₩₽₺₫฿₪৳]|usd|eur|gbp|jpy|cny|rmb|krw
                                             + |rub|try|tl|vnd|idr|brl|aed|sar|irr|pln|zł|z[łl]otych|sek
                                             + |kr|руб|рублей|грн|元|円|원|ريال|ریال|تومان|درهم|جنيه|đ|đồng
                                             + |dong|บาท|টাকা|₸|lira|euros?|dollars?|reais|ron|lei|czk|kč|huf|ft|dkk|nok|uah|chf
                                             + |ر\.س|ر\.ق|د\.إ|ج\.م
                                             + |rsd|din|дин|динара|dinara|лв|лева|bgn|btc|usdt|usdc|eth|xrp|bnb|ltc|ksh|kes|tsh|tzs|ugx|pkr|php|myr|روپے|ரூபாய்)(?![\p{L}\p{Nd}]|-[\p{Lu}\p{Nd}])
# An amount named by its label, or a meter reading, a quantity too ("chỉ số cũ 4512, chỉ số mới
# 4890", "Zählerstand 04512", "meter reading 4512", "stan licznika 4512").
negative   any    amount.context       -4      (?i)(?<![\p{L}\p{M}])(?:amount|total|sum|price|balance|valor
                                             + |importe|montant|betrag|importo|kwota|tutar|сумма|сумму|مبلغ
                                             + |بمبلغ|金额|金額|금액|ยอด|ποσό|राशि|পরিমাণ|saldo|bedrag|belopp
                                             + |בסך|סכום|số dư|so du|meter reading|zählerstand\p{L}*|meterstand\p{L}*|lectura\s+(?:anterior|actual)|leitura\s+(?:anterior|atual)
                                             + |lettura\s+(?:precedente|attuale)|(?:stan|odczyt)\s+licznika|stav\s+elektroměru|mérőállás\p{L}*|óraállás\p{L}*
                                             + |chỉ\s+s[ốo]\s+(?:c[ũu]|m[ớo]i|đ[ầa]u|cu[ốo]i)|показани[яей]\p{L}*|показник\p{L}*\s+лічильника|mätarställning|målerstand|måleravlæsning|mittarilukema\p{L}*)\P{Nd}{0,15}?(?<code>\p{Nd}[\p{Nd},.]{0,24}\p{Nd})
# A card, account or phone number named by its last four digits: "ending in 4412" and its
# forms in each language (masculine, feminine and case forms; "sent to your number ending in"),
# whole words only where the words are written with spaces ("pending 4412" is not one), the four
# digits maybe in two pairs as phone numbers are read ("som slutter på 47 89"); then the
# languages that put the digits first ("4421 ile biten", "4417-re végződő", "1234 पर समाप्त").
negative   any    card.ending          -6      (?i)(?:(?<![\p{L}\p{M}])(?:ending(?:\s+(?:in|with))?|ends?\s+(?:in|with)|last\s+(?:4
                                             + |four)(?:\s+digits)?|terminad[ao]\s+em|terminad[ao]\s+en
                                             + |terminando\s+em|final(?:izad[oa])?(?:\s+(?:em|en))?(?=[\s:：#*•xX]*\p{Nd})|acaba(?:d[ao]|t|da)\s+(?:en|amb)|que\s+acaba\s+(?:en|amb)
                                             + |[úu]ltimos\s+(?:4|cuatro|quatro)\s+d[íi]gitos|endet\s+auf
                                             + |endend\s+auf|endziffern?|letzten\s+(?:4|vier)\s+(?:Ziffern|Stellen)|se\s+terminant\s+par|finissant\s+par
                                             + |(?:4|quatre)\s+derniers\s+chiffres|che\s+termina\s+con|terminante\s+(?:con|in)|eindigend\s+op|eindigt\s+op
                                             + |laatste\s+(?:4|vier)\s+cijfers|ko[ńn]cz[ąa]c\p{L}*\s+si[ęe]\s+na|ostatnie\s+(?:4|cztery)\s+cyfry
                                             + |kon[čc](?:[íi]c|iac)\p{L}*(?:\s+na)?|(?:koja\s+se\s+|koji\s+se\s+)?zavr[šs]ava\s+(?:na|sa|s)
                                             + |(?:care\s+)?se\s+termin[ăa]\s+(?:[îi]n|cu)|terminat[ăa]?\s+[îi]n|(?:som\s+|der\s+)?(?:ender|slutter|slutar)\s+(?:p[åa]|med)|slutsiffror(?:na)?|slutcifre(?:ne)?|sluttsifre(?:ne)?
                                             + |(?:joka\s+)?p[äa][äa]ttyy|biten|son\s+(?:4|d[öo]rt)\s+hane\p{L}*|berakhir(?:an)?(?:\s+dengan)?|(?:h?ujung|akhiran)(?=[\s:：#*•xX]*\p{Nd})
                                             + |(?:4|empat)\s+(?:digit|angka|nombor)\s+terakhir|nagtatapos\s+sa|\p{L}*oishia(?:\s+na|\s+kwa)?
                                             + |đu[ôo]i|duoi|k[ếe]t\s+th[úu]c\s+b[ằa]ng|(?:th[ẻe]|t[àa]i\s+kho[ảa]n|tk|s[ốo])\s+k[ếe]t\s+th[úu]c|(?:(?:4|b[ốo]n)\s+)?s[ốo]\s+cu[ốo]i
                                             + |(?:(?:bank)?k[áa]rty[áa]|(?:k[áa]rtya|sz[áa]mla)?sz[áa]m)\s+v[ée]g[ée]|(?<=\()v[ée]ge(?=\s*[:：]\s*\p{Nd})|оканчивающ\p{L}*\s+на|заканчивающ\p{L}*\s+на|последни\p{L}*\s+(?:4|четыре)\s+цифр\p{L}*
                                             + |закінчується\s+на|останн\p{L}*\s+(?:4|чотири)\s+цифр\p{L}*|завършва\p{L}*\s+(?:на|с)
                                             + |завршава\s+(?:на|са)|(?:ال)?منته[يى](?:ة|ه)?\s+ب|[يت]نتهي(?:\s+ب)?|آخر\s+(?:4|٤|أربع)\s+(?:أرقام|خانات)
                                             + |منتهی\s+به|[הש]?מסתיי?(?:ם|מת)\s+ב|λήγει\s+σε|τελειώνει\s+(?:σε|με))|(?:尾号|尾號|尾碼|尾码|尾数|尾數|末尾|末四位|末4位|后四位|後四碼
                                             + |末四碼|末4碼|下4桁|끝자리|শেষ\s+(?:৪|4|চার)\s+(?:সংখ্যা|ডিজিট)|آخری\s+(?:(?:4|۴|چار)\s+)?ہندسے|समाप्त\s+होने\s+वाले|ختم\s+ہونے\s+وال[اےی]|अंतिम\s+(?:4|चार)\s+अंक|ลงท้าย(?:ด้วย)?))\P{Nd}{0,12}?(?<code>\p{Nd}{4}|\p{Nd}{2}[ \x{A0}]\p{Nd}{2})(?![\p{Nd}]|[ \x{A0}]\p{Nd})
negative   any    card.ending.before   -6      (?i)(?<!\p{Nd})(?<code>\p{Nd}{4})(?!\p{Nd})(?:(?:[\-:'’]?\p{L}{0,4})?\s*(?:ile\s+(?:biten|sonlanan)
                                             + |v[ée]gz[őo]d\p{L}*|v[ée]g[űu](?![\p{L}\p{M}])|p[äa][äa]ttyv\p{L}*|で終わる|(?:로|으로)\s?끝나는)|(?:\s+[\p{L}\p{M}]{1,6})?\s+শেষ\s+হ
                                             + |\s+(?:पर|से|में)\s+(?:समाप्त|ख़त्म|खत्म)|\s+(?:پر|سے)\s+ختم|\s*-?(?:இல்|ல்)?\s*முடிவடை)
# A card (or a Vietnamese account) named by its last four digits with no "ending" word:
# "OTP for card 4417 is 829104", "thẻ 4417", "kartou 3318". A card PIN comes after a word of its
# own ("card PIN 4417"), so only the number words may stand between. Vietnamese written without
# its accents spells thẻ "the": after the words a card's number follows there ("giao dich the
# 4213", "GD the", "thanh toan the", "su dung the"), it is the card, not the English article. A German
# compound ("Kreditkarte") is matched from "karte" on, so that the gate tries the rule only
# where a card's word stands, not from every character.
negative   any    card.label           -5      (?i)(?:(?<![\p{L}\p{M}])(?:cards?(?<!sim\scard|sim\scards|sim-card|sim-cards)|tarjeta|cart[ãa]o|carte|carta|kaart|(?:je|uw|de)\s+pas
                                             + |kart\p{L}{0,7}(?<!sim\skarty|sim\skarta|sim\skartu|sim\skarte|sim\skarti|sim\skarten|sim\skartes)|kort\p{L}{0,4}(?<!sim-kort|sim\skort|sim-kortet|sim\skortet|sim-kortin|sim-korttia)|k[áa]rty[áa]\p{L}*|kartic\p{L}*|targeta|kartu|kad|kadi|card(?:ul|ului)
                                             + |(?-i:thẻ|Thẻ|THẺ)|(?<=cho\s|cua\s|tu\s|bang\s|qua\s|tai\s|tren\s|voi\s|dich\s|GD\s|toan\s|dung\s)(?-i:the)|(?-i:[Tt]he|THE)(?=\s+(?:so|tin\s+dung|ghi\s+no|ATM|Visa|Master\p{L}*|JCB))
                                             + |t[àa]i\s+kho[ảa]n|(?-i:S?TK)|карт(?<!sim-карт|сим-карт)(?<!медицинскую\sкарт|медицинской\sкарт)\p{L}*|картиц\p{L}*|κάρτ\p{L}*|(?:ال)?بطاق\p{L}*|کارت|کارڈ
                                             + |[בה]?כרטיס\p{L}*)(?![\p{L}\p{M}])|karte(?![\p{L}\p{M}])|कार्ड|কার্ড|บัตร(?:เครดิต|เดบิต)?|அட்டை|カード|카드)(?:\s*(?:no\.?|nr\.?|number
                                             + |n[º°o]\.?|s[ốo]|č\.|[čc][íi]slo|nummer|num[ée]ro|n[úu]mero|номер|رقم|شماره|नंबर|নম্বর|หมายเลข))?\s*[:：#]?\s*(?<code>\p{Nd}{4})(?![\p{Nd}]|[.,]\p{Nd})
# A card payment names the merchant as the terminal prints it: shop, store number, town in
# capitals ("SPAR 0412 BUDAPEST", "ZABKA Z7731 WARSZAWA"), or a shop and its number after '#' ("purchase at BESTBUY
# #1123", "compra en Walmart Supercenter #2291"; a name, not a word for a code: "OTP #…"); with
# a purchase word on the line, the number names the store.
define     merchant.code-word                  (?i:otp|code|pin|tan|sms|verification|security|passcode|ref)(?![\p{L}\p{M}])
negative   any    merchant.store       -5      (?<![\p{L}\p{M}])(?|(?i:v[áa]s[áa]rl[áa]s\p{L}*|purchase|payment|compra|pago|achat|paiement|(?:karten|ein)?kauf|(?:karten)?zahlung|zakup|p[łl]atno[śs][ćc]
                                             + |n[áa]kup|platba|ostos|k[öo]p|k[øo]b|kj[øo]p|betaling|aankoop|acquisto|pagamento|cump[ăa]r[ăa]turi|plat[ăa]|покупк\p{L}*|оплат\p{L}*
                                             + |alışveriş|harcama|pembelian|transaksi|thanh\s+to[áa]n)(?![\p{L}\p{M}])[^\n]{0,80}?(?<![\p{L}\p{M}\p{Nd}])(?=\p{Lu})(?|(?!{merchant.code-word})\p{Lu}[\p{Lu}&.'\-]++(?:\s\p{Lu}[\p{Lu}&.'\-]++){0,3}[ \t]+(?<code>\p{Lu}?\p{Nd}{2,6})[ \t]+\p{Lu}{3,}+(?![\p{Ll}\p{M}])
                                             + |(?!{merchant.code-word})\p{Lu}[\p{L}\p{M}&.'\-]*+(?:\s(?!{merchant.code-word})\p{Lu}[\p{L}\p{M}&.'\-]*+){0,3}[ \t]*#[ \t]?(?<code>\p{Nd}{2,6})(?!\p{Nd}))
                                             + |(?<!\p{Nd})(?!{merchant.code-word})\p{Lu}[\p{Lu}&.'\-]++(?:\s\p{Lu}[\p{Lu}&.'\-]++){0,3}[ \t]+(?<code>\p{Lu}?\p{Nd}{2,6})[ \t]+\p{Lu}{3,}+(?![\p{Ll}\p{M}])(?=[^\n]{0,80}?(?<![\p{L}\p{M}])(?i:v[áa]s[áa]rl[áa]s\p{L}*|purchase|payment|compra|pago|achat|paiement|(?:karten|ein)?kauf|(?:karten)?zahlung|zakup|p[łl]atno[śs][ćc]
                                             + |n[áa]kup|platba|ostos|k[öo]p|k[øo]b|kj[øo]p|betaling|aankoop|acquisto|pagamento|cump[ăa]r[ăa]turi|plat[ăa]|покупк\p{L}*|оплат\p{L}*
                                             + |alışveriş|harcama|pembelian|transaksi|thanh\s+to[áa]n)(?![\p{L}\p{M}])))
negative   any    masked.digits        -6      (?:(?<![xX*•·])[xX*•·]{2,}+|(?<!\.)\.{3,}+)[\s\-]?(?<code>[xX*•·]?\p{Nd}{2,6}(?:[\s\-]\p{Nd}{2}(?!\p{Nd}))*)(?!\p{Nd})
# The digits before the mask too: a card's first six to eight ("کارت ۶۰۳۷۹۹۱*****۲۲۰۴:").
negative   any    masked.digits.before -6      (?<!\p{Nd})(?<code>\p{Nd}{2,8})[\s\-]?(?:[xX*•·]{2,}|\.{3,})
# A phone or account number in parentheses after a name in capitals or an initial, as a transfer
# names its payee ("transfer to OLUWASEUN ADEYEMI (0123456789) is 58302164", "Bizum … a JORDI P.
# (6** ** 41 27): 7714"): eight digits or more, or a masked number, whole. The parenthesis is
# the rule's first character, so it runs only where one stands.
negative   any    account.after-name   -5      \((?<=\p{Lu}\s\(|\p{Lu}\.\s\()(?<code>\+?\p{Nd}[\p{Nd}\s\-]{6,18}\p{Nd}|\+?[\p{Nd}*xX•·\s\-]*[*xX•·]{2,}[\p{Nd}*xX•·\s\-]*\p{Nd})\)
negative   any    account.grouped      -6      (?<![\p{Nd}\-])(?<code>\p{Nd}{2,4}(?:[ \x{A0}]\p{Nd}{4}){3,8})(?![\p{Nd}])
# An account number with its bank's code after a slash, as Czech and Slovak accounts are
# written (19-2000145399/0800, 2400123456/2010): the bank code is no one-time code. A rule of
# its own, so it runs only where a slash stands (as date.slash does).
negative   any    account.bank-code    -6      (?<![\p{Nd}\-])(?<code>(?:\p{Nd}{1,6}-)?\p{Nd}{2,10}/\p{Nd}{4})(?![\p{Nd}])
# An Australian bank's branch number (BSB) before an account ("to BSB 062-000 acct ending 4471").
negative   any    account.bsb          -6      (?<![\p{L}\p{M}])BSB(?:\s+(?:no\.?|number))?\s*[:#]?\s*(?<code>\p{Nd}{3}[\- ]?\p{Nd}{3})(?!\p{Nd})
# A number joined to others by slashes without blanks: a serial after a year ("αίτηση 2024/44871")
# or a number after capitals ("INV/20250314/MPL/3319204", an invoice's), and the year itself
# (identifier.slashed-year). No one-time code is written so; dates (date.slash) and bank codes
# (account.bank-code) have rules of their own. Every match starts at the slash, looking behind for
# what stands before it, so that the rules are tried at slashes only (a rule that started before
# the slash was tried at every capital and every 19 or 20: +4 M on 2 MB of lines).
negative   any    identifier.slashed   -5      /(?<=(?<![\p{L}\p{Nd}/])(?:19|20)[0-9]{2}/|[A-Z]{2}/)(?<code>[0-9]{3,12})(?![\p{L}\p{Nd}])
negative   any    identifier.slashed-year -5   /(?<=(?<![\p{L}\p{Nd}/])(?<code>(?:19|20)[0-9]{2})/)(?=[0-9]{3,12}(?![\p{L}\p{Nd}/]))
# A post office box's number ("إلى صندوق البريد 11223", "P.O. Box 4410", "Postfach 4410"): an address,
# never a code.
negative   any    address.po-box       -5      (?i)(?<![\p{L}\p{M}])(?:p\.?\s?o\.?\s+box|postfach|bo[îi]te\s+postale|apartado\s+de\s+correos|caixa\s+postal|casella\s+postale|skrytka\s+pocztowa|postbus|postboks|صندوق\s+(?:ال)?بريد|صندوق\s+پستی|ص\.\s?ب\.?)\s*[:.]?\s*(?<code>\p{Nd}{2,8})(?!\p{Nd})
# A Greek mobile number ("eSIM στο 69 1234 5678", "+30 691 234 5678"): its groups are no codes.
negative   any    phone.gr-mobile      -5      (?<![\p{Nd}+])(?:\+30[\s\x{A0}]?)?(?<code>69[0-9][\s\x{A0}]?[0-9]{3}[\s\x{A0}]?[0-9]{4}|69[\s\x{A0}][0-9]{4}[\s\x{A0}][0-9]{4})(?!\p{Nd})
# A postcode right after "address:" and before the town ("на адресу: 79000, м. Львів"): an address.
negative   any    zip.after-address    -5      (?i)(?<![\p{L}\p{M}])(?:адрес[ау]?|адреса|address|adresse|adres|direcci[óo]n|indirizzo|endere[çc]o)\s*[:：]\s*(?<code>\p{Nd}{4,6})(?=,\s*\p{L})
# A parcel locker's own id in Chinese ("已由智能櫃 H852AB12 派件"): the locker's, not a pickup code.
negative   any    locker.id-cjk        -5      (?:智能櫃|智能柜|快遞櫃|快递柜|自提櫃|自提柜)\s*(?<code>[A-Z0-9]{4,12})(?![A-Za-z0-9])
# A Danish or Norwegian phone number in four pairs after a word for a number or a phone ("Kode til
# bekræftelse af nummerflytning for 31 22 44 55: 9047", "mobil 41 22 33 44"): a phone, not a code.
negative   any    phone.nordic-pairs   -5      (?i)(?<![\p{L}\p{M}])(?:nummer\p{L}*|tlf\.?|telefon\p{L}*|mobil(?:nummer|nr\.?)?)(?:\s+[\p{L}\p{M}]+){0,2}?\s+(?<code>(?:\+4[57][\s\x{A0}]?)?\p{Nd}{2}(?:[\s\x{A0}]\p{Nd}{2}){3})(?![\s\x{A0}]?\p{Nd})
# A date with an Urdu month's name ("12 مارچ 2025 کو"): its year is no code, even after a code's word.
negative   any    date.month-urdu      -5      (?<!\p{Nd})\p{Nd}{1,2}\s+(?:جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر)\s+(?<code>\p{Nd}{4})(?!\p{Nd})
# A Danish payment line (FI-kode "+71<000012345678903+85011221<"): the card type, the payment's
# id and the creditor's number, never a code.
negative   any    payment.fi-line      -6      (?<!\p{Nd})\+(?:01|04|15|71|73|75)<(?:\p{Nd}{2,19}\+)?(?<code>\p{Nd}{7,8})<
# A Norwegian or Danish bank account in its groups of four, two and five digits, after its word
# ("konto 1729 44 61803", "kontonummer 1729.44.61803"): an account, never a code. The word leads
# the rule, so that the gate runs it only where it stands.
negative   any    account.nordic       -5      (?i)(?<![\p{L}\p{M}])(?:konto|kontoen|kontonummer|kontonr\.?|account)(?![\p{L}\p{M}])\s*:?\s*(?<code>\p{Nd}{4} \p{Nd}{2} \p{Nd}{5}|\p{Nd}{4}\.\p{Nd}{2}\.\p{Nd}{5})(?![\p{Nd}.]\p{Nd})
negative   any    iban                 -6      (?<![A-Z0-9])(?<code>[A-Z]{2}\p{Nd}{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])
# A contract's number ("Núm. de contracte: 10293847", "Contrato nº 4471220", "Vertragsnummer
# 7781-2209"): printed on every bill of a supply, never a code. Led by the contract's word, the
# number's word before it looked behind for.
negative   any    contract.number      -4      (?i)(?:(?<=n[úu]m\.\sde\s|n[úu]mero\sde\s|n[º°]\sde\s|n\.º\sde\s)contract[eo]|contrato\s+n[º°o]\.?|contract\s+(?:no\.?|number)|vertragsnummer
                                             + |contratto\s+n[º°r]\.?|contrat\s+n[º°o]\.?)(?![\p{L}\p{M}])\s*[:：#]?\s*(?<code>\p{Nd}[\p{Nd}\-/]{3,30})(?!\p{Nd})
# Chinese, Japanese and Thai words are written without spaces ("您的订单号", "包裹单号", "PIN
# ของการจอง"): a letter of those scripts before a label is no word boundary. "Application" names a
# reference only with its number's word ("application no. 4471"): "entrez ce code dans
# l'application : 7712" names the app. Nor a number the words after it call a code ("NS-account:
# 7714-2208 is je bevestigingscode").
negative   any    reference            -3.5    (?i)(?<![\p{L}\p{M}](?<![\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}]))(?<!dear\s)(?<!valued\s)(?:order|tracking
                                             + |track|invoice|ticket|booking|reservation|confirmation\s+(?:number
                                             + |no\.?|#)|reference|referens|referentie|referanse|referans|reiscode(?:\s+[a-z](?=\s+\p{Nd}))?|αναφορά|ref|transakcj[ai](?=\s+nr\b)|(?:transaction|txn|trx)\s*(?=id|no\b
                                             + |number|ref|#|nr\b)|trxid|case|atm|cajero|bankomat\p{L}*|account|acct|a/c|membership|medlemsn(?:ummer(?:et)?|r\.?)(?:\s+(?:ditt|din))?(?:\s+(?:er|är))?
                                             + |member|rachunek|rachunku|request|application(?=\s*(?:number|no\.?|nr\.?|id|#|n[º°o]))|solicitud|demande
                                             + |anfrage|antrag|pratica|protocolo|обращени\p{L}*|заявк\p{L}*
                                             + |room|gate|seat|platform|locker|table|suite|apt|zimmer|chambre
                                             + |(?:loc\s+de\s+parcare|parking\s+(?:spot|space|bay)|stellplatz|plaza\s+de\s+(?:aparcamiento|garaje)|posto\s+auto|miejsce\s+parkingowe|parkeerplaats)(?:\s+(?:rezervat|reserved|reservad[oa]|riservato|reserviert|zarezerwowane|gereserveerd))?
                                             + |habitaci[oó]n|quarto|kamer|pok[oó]j|bilik|kamar|ph[òo]ng|customer
                                             + |policy|claim|flight|vuelo|vol|voo|volo|flug|vlucht|lot(?![:：])|(?:uçuş|uçus|ucuş|ucus)
                                             + |sefer|penerbangan|chuy[ếe]n\s+bay|рейс|(?<!بدء\s)الرحلة|رحلة|پرواز
                                             + |טיסה|उड़ान|เที่ยวบิน|πτήση|航班|pnr|پی\s?این\s?آر|parcel|shipment|consignment
                                             + |waybill|receipt|serial|pedido|encomenda|bestellung|auftrags?-?|buchung|paket(?:et|nummer)?
                                             + |buchungsnummer|sendung|sendungsnummer|rechnung|konto|[úu][čc]t(?:u|e|om)(?=\s*(?:č\.|[čc][íi]sl)|\s+\p{Nd})|viite|تیکت|commande
                                             + |factur[eaă]|r[ée]servation|ordine|fattura|prenotazione|bestelling
                                             + |factuur|boeking|bestilling(?:en)?|oda(?=\s*#)|(?<!na\spotvrdenie\s)(?<!pro\spotvrzen[íi]\s)(?<!k\spotvrzen[íi]\s)objedn[áa]v\p{L}*|zam[óo]wienie|zam[óo]wienia(?=\s+(?:nr|numer))|faktura|rezerwacja|rezerwacj[ię](?=\s+(?:nr\.?\s*)?(?-i:(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{5,8})(?![\p{L}\p{Nd}]))|sipari[şs](?:iniz|in)?
                                             + |fatura|ärende(?:nummer)?|arende(?:nummer)?|saksnummer|po[žz]adavk\p{L}*|po[žz]iadavk\p{L}*|zg[łl]oszeni\p{L}*|solicit[aă]r(?:e|ii|ea)|zahte?va|zahtjeva|[üu]gysz[áa]m|sagsnummer|rezervasyon|rezervacij[aeiu]|m[üu][şs]teri|rezervar(?:e|ea|ii)|reserva|mykad|wakala|αρ\.\s*λογαριασμού|κωδ(?:\.|ικός)\s*προϊόντος|سریال|αριθμός\s+λογαριασμού|λογαριασμ(?:ός|ού|ό)\s+(?:ρεύματος|νερού|τηλεφώνου|φυσικού\s+αερίου)(?:\s+(?:νο|αρ)\.?)?|κωδ\.\s*πελάτη|κωδικός\s+πελάτη|αριθμός\s+πελάτη|num[aă]r(?:ul)?\s+(?:de\s+)?cerer(?:e|ii|ea)|(?:namba|nambari) ya ombi|[iİ][şs]lem(?=\s*(?:no|numaras[ıi]))|ট্র্যাকিং|รหัสการเดินทาง|কনসাইনমেন্ট|রেফ|m[ãa]\s+y[êe]u\s+c[ầa]u(?:\s+h[ỗo]\s+tr[ợo])?|codice\s+sigillo|резервационен\s+код|резервация(?:та)?|jegy\s?k[óo]dj?a|expedient(?:e)?|pesanan|tagihan|tiket\s+sokongan|tiket|cita|rek(?:ening)?\.?|đơn\s+h[àa]ng|don hang|cho đơn|cho don|tilaus(?:numero)?|tilauksesi|tilauksen|(?:s[ốo]|m[ãa])\s+tham\s+chi[ếe]u
                                             + |订单|訂單|[账帐]号|[賬帳]號|QQ号|QQ號|识别码|識別碼|运单|站點|站点|店號|店号|車位|车位|受付番号|社員番号|口座番号|[PL]コード|従業員番号|รหัสพนักงาน|พนักงาน|รหัสนิสิต|นิสิตรหัส|发票(?:号码|代码)|發票(?:號碼|代碼)|單號|单号|編號|编号|codi\s+de\s+centre|c[oó]digo\s+del?\s+centro|注文|予約|주문|예약|(?<!로그인\s)(?<!인증\s)승인\s?번호|заказ|счёт|счет|бронирован\p{L}*
                                             + |замовлення|поръчк(?:а|ата)(?=\s*(?:№|#|номер))|طلب(?:ك|كم)?(?:\s+رقم)?|حجز\p{L}*(?:\s+رقم)?|رقم\s+(?:الطلب|طلبك|طلبكم|الحجز
                                             + |الحساب|الشحنة)|कमरा|कमरे|کد اشتراک(?: [\p{L}\p{M}]+){0,3}|(?:ٹرانزیکشن\s+)?ریفرنس(?:\s+نمبر)?|سفارش(?:(?<!تحویل\sسفارش)|(?=\s*#))|رزرو(?:\s+شما)?(?:\s+(?:به|با))?\s+شماره|اتاق|(?:ال)?غرفة|[הלב]?הזמנה|מספר\s+(?:ה)?מתמיד|[לבמה]?חשבון|ऑर्डर|(?:หมายเลข)?การจอง
                                             + |คำสั่งซื้อ|ห้อง|ที่จอดรถ(?:ช่อง)?|ordre|rujukan|код\s+на\s+транзакцията|epay(?:\.bg)?\s+с\s+код|входящ\s+номер(?:\s+е(?=\s))?|код(?:ът)?\s+на\s+специалност\s*[–—-]?|شناسه\s+(?:درخواست|پیگیری|تراکنش)|talep|код\s+тариф[уаі]|[بل]طلبك?\s+رقم|αρ\.\s*πελάτη|akaunti|사번|டிக்கெட்|訂房確認碼|訂位確認碼|订房确认码|预订确认码|ステーション\s?ID|(?:nambari\s+(?:yako\s+)?ya\s+)?uhifadhi(?:\s+ni)?|παραγγελία|κράτηση\p{L}*|бронюванн\p{L}*|অর্ডার)(?:(?<=ref)\.)?(?:\s*(?:number
                                             + |no\.?|nr\.?|num\.?|id|#|n[º°o]\.?|n\.º|número|nummer|numéro
                                             + |numero|numaras[ıi]|номер|№|č\.|번호|号|號|番号|số)(?:\s+(?:is|est|es|è|é|lautet
                                             + |ist|là|adalah)(?=\s))?)?\s*[:：#]?[ \t]*(?:\r?\n[ \t]*)?#?(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40}(?:/\p{Nd}{1,12}){0,3})
                                             + (?![A-Za-z0-9\p{Nd}\-/]*\s+(?:is|ist|est|es|er|är|é|è|je)\s+(?:je|jouw|uw|your|dein|deine|ihr|ihre|votre|ton|ta|tu|su|din|ditt|di)\s+[\p{L}\-]*(?:code|kode|kod|koodi|c[oó]digo|codice)\p{L}*)
# An Indian registration plate, a state's letters, the district's number, a series and four
# digits ("ड्राइवर राजेश, DL 3C AB 4521"): the driver's car, not a ride's PIN.
negative   any    vehicle.plate-in     -5      (?<![A-Za-z0-9])(?:AP|AS|BR|CG|CH|DL|GA|GJ|HP|HR|JH|JK|KA|KL|MH|MP|OD|PB|RJ|TN|TS|UK|UP|WB)[ \-]?[0-9]{1,2}[ \-]?(?:[A-Z]{1,3}[ \-]?){1,2}(?<code>[0-9]{4})(?![0-9])
# A Chinese licence plate after its word ("车牌京B·7K21Q"): the driver's car, not the code of a ride
# message that also names it.
negative   any    vehicle.plate-cn     -5      (?:车牌|車牌)(?:号|號|號碼|号码)?[ \t]*[:：]?[ \t]*\p{Han}[A-Z][ \t]*[·・.]?[ \t]*(?<code>[A-Z0-9]{5,6})(?![A-Za-z0-9])
# A member's number with its letters set apart ("สมาชิกเลขที่ NK 41229", "会员号 GC 884120",
# "member no. AB 552019"): the loyalty card's number, never a code. `reference` takes it when the
# letters and digits are written together.
negative   any    member.number        -4      (?i)(?:(?<![\p{L}\p{M}])member(?:ship)? (?:no\.?|number|id)|สมาชิกเลขที่|หมายเลขสมาชิก|เลขสมาชิก|会员号|會員號|会員番号)\s*[:：#]?\s*(?:[A-Z]{1,3}[\s\-]?)?(?<code>\p{Nd}{4,12})(?!\p{Nd})
# An order's or a ticket's id after "#", with its letters and a hyphen ("Siparişiniz onaylandı –
# #TY-40028813", "#ORD-558120"): a reference; an origin line's code after "#" is digits alone.
negative   any    reference.hash-id    -4      (?<![\p{L}\p{N}#])#(?<code>[A-Z]{1,4}-\p{Nd}{4,12})(?![\p{L}\p{N}\-])
# In Hindi, Marathi, Bengali, Tamil and Urdu a number is named by a noun and the word for
# "number" after it: "बुकिंग संख्या 72014", "शिकायत क्रमांक", "বুকিং নম্বর", "பதிவு எண் 3305126",
# "ரசீது எண் 1047", "آرڈر نمبر": a booking, receipt, registration, complaint or account number,
# whichever noun it is, unless the noun names a one-time code ("OTP எண் ௫௮௨௧௯௪", "सत्यापन
# संख्या", "پن نمبر").
negative   any    reference.numbered   -3.5    (?<=[\p{L}\p{M}]\s)(?<!OTP\s)(?<!otp\s)(?<!PIN\s)(?<!ओटीपी\s)(?<!सत्यापन\s)(?<!पिन\s)(?<!कोड\s)(?<!पासवर्ड\s)(?<!गुप्त\s)(?<!ওটিপি\s)(?<!যাচাইকরণ\s)
                                             + (?<!পিন\s)(?<!কোড\s)(?<!গোপন\s)(?<!ஓடிபி\s)(?<!சரிபார்ப்பு\s)(?<!ரகசிய\s)(?<!பின்\s)(?<!تصدیقی\s)(?<!تصدیق\s)(?<!خفیہ\s)(?<!پن\s)(?<!کوڈ\s)
                                             + (?:संख्या|नंबर|नम्बर|क्रमांक|आईडी|নম্বর|নাম্বার|আইডি|எண்|ஐடி|نمبر|آئی\s?ڈی)(?![\p{L}\p{M}])\s*[:：#\-]?\s*(?:[A-Z]{2,4}\s)?(?<code>(?=[\p{L}\-]*\p{Nd})[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40})
# Hungarian names a parcel, order or invoice by its number first: "a 0123456789 számú
# csomagját", "12345 sz. rendelés".
negative   hu     reference.hu-szamu   -3.5    (?i)(?<![\p{L}\p{M}\p{Nd}\-])(?<code>[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})(?:-(?:as|es|os|ös))?\s+(?:sz[áa]m[úu]|sz\.)(?![\p{L}\p{M}])
negative   any    reference.code       -4      (?i)(?<![\p{L}\p{M}](?<![\p{Han}\p{Hiragana}\p{Katakana}]))(?:(?:tracking|customer|client)\s*codes?
                                             + |trackingcode|sendungscode|kundencode|klantcode|kundennummer
                                             + |klant(?:nummer|-?nr\.?)|c[oó]digo\s+de\s+(?:rastreio|rastreamento|seguimiento
                                             + |cliente)|code\s+(?:de\s+suivi|client)|codice\s+(?:di\s+tracciamento
                                             + |cliente|fiscale)|kod\s+(?:śledzenia|przesyłki|klienta)|(?:numer|nr\.?)\s+klienta|konta\s+klienta\s+(?:nr\.?|numer)|klienta\s+(?:nr\.?|numer)
                                             + |takip\s+kod\p{L}*|kargo\s+kod\p{L}*|müşteri\s+(?:kod|numara)\p{L}*
                                             + |kode\s+(?:pelanggan|pembayaran|resi)|no\.?\s+resi|m[ãa]\s+(?:kh[áa]ch\s+h[àa]ng|KH
                                             + |s[ốo]\s+thu[ếe]|v[ậa]n\s+[đd][ơo]n|[đd][ơo]n\s+h[àa]ng|h[óo]a\s+[đd][ơo]n)
                                             + |(?:cod|num[aă]r)(?:ul|\.)?\s+(?:de\s+)?client\p{L}*|(?:codi|n[úu]mero)\s+de\s+cliente?|codi\s+de\s+(?:la\s+)?comanda|k[óo]d(?:em)?\s+produktu|cod(?:ul)?\s+(?:de\s+)?produs|product\s+code|c[óo]digo\s+(?:de(?:l)?\s+)?produto?|codice\s+(?:del\s+)?prodotto|produktcode|code\s+(?:du\s+)?produit|codice\s+(?:del\s+)?biglietto|کد\s+عضویت(?:\s+باشگاه)?(?:\s+مشتریان)?(?:\s+شما)?|(?:confirma[çc][ãa]o|confirmaci[óo]n)\s+de\s+reserva\s*[-–—|]\s*c[óo]digo|c[oó]digo\s+do\s+cliente|(?:num[ée]ro|n[º°o]\.?)\s+(?:de\s+)?cliente?
                                             + |kod\s+pelanggan|kundenkennung|kundencode|kund(?:nummer(?:et)?|kod(?:en)?|-?nr\.?)|kunde(?:(?:nummer|kode)(?:n|en)?|n?-?nr\.?)|kd\.?-?nr\.?|asiakas(?:(?:numero|tunnus|koodi)\p{L}*|-?nro\.?)
                                             + |[üu]gyf[ée]l(?:k[óo]d|sz[áa]m|azonos[íi]t[óo])\p{L}*|(?:(?:k[óo]d|[čc][íi]slo)\s+|[čc]\.\s?)z[áa]kazn[íi]ka|z[áa]kazn[íi]ck[ée]\s+[čc][íi]slo
                                             + |(?:[šs]ifra|broj)\s+kupca|(?:κωδικός|αριθμός)\s+(?:πελάτη|σημείου)|(?:קוד|מספר)\s+(?:ה)?לקוח|(?:رمز|رقم|كود)\s+(?:ال)?عميل
                                             + |(?:کد|شماره)\s+(?:مشتری|اشتراک)|کد\s*\x{200C}?پیگیری|پیگیری(?=\s*[:：])|کد\s+نوبت|سفر\s+شماره|شماره\s+سفر|شماره\s+(?:مرجع|پیگیری|رهگیری|ارجاع|سند)|(?:ال)?رقم\s+(?:ال)?مرجع[يى]?
                                             + |ग्राहक\s+(?:कोड|संख्या|आईडी)|গ্রাহক\s+(?:কোড|নম্বর)|کسٹمر\s+(?:کوڈ|نمبر)|код\s+клієнта|номер\s+клієнта|клиентски\s+номер
                                             + |お客様番号|顧客番号|服務代碼|服务代码|交易序號|交易序号|客户(?:编号|代码)|客戶(?:編號|代碼)|고객\s?번호|รหัสลูกค้า
                                             + |трек-?(?:код|номер)|код\s+клиента|номер\s+клиента|运单号|快递单号
                                             + |追跡番号|운송장\s?번호|(?:booking|reservation)\s+(?:code|reference
                                             + |ref\.?|number|no\.?)|record\s+locator|code\s+de\s+r[ée]servation
                                             + |num[ée]ro\s+de\s+r[ée]servation|r[ée]f[ée]rence\s+de\s+r[ée]servation
                                             + |c[oó]digo\s+d[ae]\s+reserva|n[uú]mero\s+d[ae]\s+reserva
                                             + |localizador|codice\s+(?:di\s+)?prenotazione|buchungs(?:code
                                             + |nummer)|reservierungs(?:code|nummer)|reserverings(?:code
                                             + |nummer)|boekings(?:code|nummer)|kod\s+rezerwacji|numer\s+rezerwacji
                                             + |rezervasyon\s+(?:kod|numara)\p{L}*|appointment\s+(?:code|number|no\.?|id|ref(?:erence)?)|(?:cod|num[aă]r)(?:ul)?\s+(?:de\s+)?programar\p{L}*
                                             + |(?:c[oó]digo|n[uú]mero)\s+de\s+(?:la\s+)?cita|(?:code|num[ée]ro)\s+(?:du\s+|de\s+)?rendez-vous|termin(?:nummer|code)|(?:kod|numer)\s+wizyty|randevu\s+(?:kod|numara)\p{L}*|(?:cod|num[aă]r)(?:ul)?\s+(?:de\s+)?rezerv[aă]r\p{L}*
                                             + |(?:k[óo]d|[čc][íi]slo)\s+rezerv[aá]c\p{L}*|rezerva[čc]n\p{L}*\s+(?:k[óo]d|[čc][íi]slo)|foglal[áa]si\s+(?:k[óo]d|sz[áa]m)\p{L}*|foglal[áa]s\s+visszaigazol\p{L}*,?\s+k[óo]d
                                             + |varaus(?:koodi|numero|tunnus)\p{L}*|boknings(?:nummer|kod)\p{L}*|booking(?:nummer|kode)\p{L}*
                                             + |kode\s+(?:booking|pemesanan
                                             + |reservasi)|nomor\s+(?:booking|pemesanan|reservasi)|(?:kod|nombor|no\.?)\s+(?:rujukan\s+)?tempahan|tempahan\s+(?:anda\s+)?dengan\s+kod|đ[ặa]t\s+ch[ỗo]\s+m[ãa]|m[ãa]\s+đ[ặa]t\s+ch[ỗo]|jegy\s+sorsz[áa]m\p{L}*
                                             + |codi\s+de\s+reserva|localitzador|(?:msimbo|namba|nambari)\s+ya\s+(?:uhifadhi|kuhifadhi|booking)
                                             + |(?:kod|broj)\s+rezervacije|(?:код|број)\s+резервације|(?:код|номер)\s+(?:на\s+|за\s+)?резервация(?:та)?
                                             + |m[ãa]\s+(?:[đd][ặa]t\s+(?:ch[ỗo]|ph[òo]ng|v[ée])
                                             + |GD|giao\s+d[ịi]ch)|(?:код|номер)\s+брон(?:и|ировани\p{L}*)(?![\p{L}\p{M}])
                                             + |(?:код|номер)\s+бронювання|予約番号|予約コード|预订号|訂位代號|預訂代號|예약\s?번호|예약\s?코드
                                             + |(?:رمز|رقم|كود)\s+الحجز|کد\s+(?:رزرو|سفر(?![\s:：]*\p{Nd}{4,6}\s+را\s+به\s+راننده))|کد\s+رهگیری(?:\s+(?:سفارش|مرسوله|بسته|محموله))?(?:\s*\x{200C}?(?:شما|تان))?|شماره\s+رزرو
                                             + |קוד\s+הזמנה|מספר\s+הזמנה|מספר\s+פנייה|बुकिंग\s+(?:कोड|आईडी)|(?:κωδικός|αριθμός)\s+κράτησης|முன்பதிவு\s+(?:குறியீ[\p{L}\p{M}]*|எண்)|بکنگ\s+(?:کوڈ|نمبر)
                                             + |รหัสการจอง|การจองรหัส|หมายเลขการจอง|বুকিং\s+কোড)(?-i:(?:\s+(?:[\p{Ll}\p{M}]+
                                             + |Anda|Sie|Ihre?|Vous|Você|Usted|Qu[ýy]\s+kh[áa]ch|Bạn|Ban)){0,3})(?:\s*\((?-i:[A-Z]{2,5})\))?\s*[:：#]?\s*(?:is
                                             + |est|es|è|é|là|adalah|lautet|ist|:)?\s*[:：]?\s*(?<code>\p{Nd}{2,4}(?:[ \x{A0}]\p{Nd}{2,4}){1,4}(?![\p{L}\p{Nd}])|(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40})
# A parcel's tracking number, named in each language ("ট্র্যাকিং কোড DEX-BD-33801742", "ट्रैकिंग नंबर",
# "رقم التتبع", "número de seguimiento", "numer przesyłki", "номер отправления", "số vận đơn", an air
# waybill's "AWB"); a rule of its own, so the words cost reference.code nothing where none of
# them stands. The words of a label are joined by {blank}, not `\s`, so that the gate looks for
# "número de seguimiento", not "número", and a label broken by a no-break space or a line break
# is still one.
negative   any    reference.tracking   -4      (?i)(?<![\p{L}\p{M}](?<![\p{Han}\p{Hiragana}\p{Katakana}]))(?:ট্র্যাকিং{blank}(?:কোড|নম্বর|আইডি)|ट्रैकिंग{blank}(?:कोड|नंबर|आईडी|संख्या)|ٹریکنگ{blank}(?:کوڈ|نمبر|آئی{blank}?ڈی)|(?:رمز|رقم|كود){blank}(?:ال)?تتبع|(?:کد|شماره){blank}(?:رهگیری|پیگیری){blank}(?:مرسوله|بسته)
                                             + |מספר{blank}(?:ה)?מעקב|டிராக்கிங்{blank}(?:குறியீ[\p{L}\p{M}]*|எண்)|கண்காணிப்பு{blank}எண்|หมายเลข(?:ติดตาม|พัสดุ)|รหัสติดตาม|เลขพัสดุ|[追跟]踪[码号碼號]|追蹤[碼號]|物流单号|物流單號
                                             + |송장{blank}?번호|(?:n[úu]mero|c[oó]digo){blank}de{blank}(?:seguimiento|rastreio|rastreamento|rastreo|env[íi]o)|num[ée]ro{blank}de{blank}suivi|(?:numero|codice){blank}di{blank}(?:tracciamento|spedizione)
                                             + |(?:numer|kod|nr\.?){blank}(?:przesy[łl]ki|[śs]ledzenia|nadania)|[čc][íi]slo{blank}z[áa]sielky|[čc][íi]slo{blank}z[áa]silky|csomagsz[áa]m\p{L}*|nyomk[öo]vet[ée]si{blank}(?:sz[áa]m|k[óo]d)\p{L}*
                                             + |num[aă]r(?:ul)?{blank}(?:de{blank})?urm[ăa]rire|(?:sporings|forsendelses|kolli|spårnings|s[äa]ndnings)(?:nummer|kode|kod)\p{L}*|seuranta(?:koodi|numero|tunnus)\p{L}*|l[äa]hetystunnus\p{L}*
                                             + |(?:αριθμός|κωδικός){blank}(?:αποστολής|παρακολούθησης)|номер{blank}(?:отправления|отслеживания|посылки|відправлення|посилки|пратката|товарителница)|товарителница
                                             + |(?:broj|број){blank}(?:po[šs]iljke|пошиљке)|takip{blank}numaras[ıi]|s[ốo]{blank}v[ậa]n{blank}[đd][ơo]n|(?-i:AWB|HAWB)|nambari{blank}ya{blank}(?:ufuatiliaji|kifurushi)|numero{blank}ng{blank}(?:tracking|padala)|nombor{blank}(?:penjejakan|tracking))(?![\p{L}\p{M}])
                                             + (?:\s+(?-i:[\p{Ll}\p{M}]+)){0,2}?\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40})
# A code word glued to a word for tracking, following up, looking up or referring, in any language
# ("کد رهگیری نوبت: ۸۸۴۲۱۹", "کد پیگیری تراکنش", "رمز التتبع الخاص بك", "Sendungsverfolgungscode",
# "código de seguimiento", "Mã tra cứu", "查询码", "추적 코드", "รหัสติดตามพัสดุ", "Kode lacak",
# "קוד מעקב"): what is tracked may follow as up to three words of any script, none a word for a
# code (so "… کد تایید: ۵۸۲۰۱۳" after it keeps its code), then the reference itself. Unlike
# reference.code's labels, the words after it need not be lowercase: Persian, Arabic, Hebrew and
# Thai have no case. A tracking code is never a one-time code. Four rules, by script, so that
# the gate can list each one's words (one list of them all is too long for it).
define     tracking.label-persian-arabic       (?<![\p{L}\p{M}])(?:(?:کد|شماره)\s*\x{200C}?(?:رهگیری|پیگیری|مرجع|ارجاع)|(?:ال)?(?:رمز|رقم|كود)\s+(?:ال)?(?:تتبع|متابعة|مرجع[يى]?|إحالة)
                                             + |(?:ٹریکنگ|ٹریک|حوالہ|ریفرنس)\s+(?:کوڈ|نمبر)|(?:קוד|מספר)\s+(?:ה)?(?:מעקב|אסמכתא))(?![\p{L}\p{M}])
define     tracking.label-latin-west           (?<![\p{L}\p{M}])(?:(?:sendungs|paket)?(?:verfolgungs|tracking)-?(?:code|nummer)|referenz-?code|vorgangs-?(?:code|nummer)
                                             + |c[oó]digo\s+de\s+(?:seguimiento|rastreo|rastreio|rastreamento|referencia|refer[êe]ncia|acompanhamento|consulta)|code\s+de\s+(?:suivi|r[ée]f[ée]rence)
                                             + |codice\s+di\s+(?:tracciamento|tracking|riferimento|monitoraggio)|codi\s+de\s+(?:seguiment|refer[èe]ncia)|(?:track\s?(?:&|en)\s?trace|volg|referentie)-?code
                                             + |(?:spårnings|sporings|referens|referanse|referencenummer)-?(?:kod|kode)\p{L}{0,2}|seurantakoodi\p{L}*|viitekoodi\p{L}*|(?:tracking|reference|lookup)\s+code)(?![\p{L}\p{M}])
define     tracking.label-latin-east           (?<![\p{L}\p{M}])(?:kod\s+(?:[śs]ledzenia|referencyjny)|(?:sledovac|referen[čc]n)\p{L}*\s+k[óo]d|k[óo]d\s+(?:sledov[áa]n[íi]|z[áa]sielky|z[áa]silky)
                                             + |(?:nyomk[öo]vet[ée]si|k[öo]vet[ée]si|hivatkoz[áa]si)\s+k[óo]d\p{L}*|cod(?:ul)?\s+de\s+(?:urm[ăa]rire|referin[țţ][ăa])|(?:kod|[šs]ifra)\s+(?:za\s+)?pra[ćc]enj\p{L}*
                                             + |takip\s+(?:kodu|numaras[ıi])|kode\s+(?:lacak|pelacakan|referensi)|kod\s+(?:penjejakan|jejak|rujukan)|mã\s+(?:tra\s+cứu|theo\s+dõi|tham\s+chiếu)
                                             + |(?:msimbo|namba|nambari)\s+(?:wa|ya)\s+(?:ufuatiliaji|kufuatilia|kumbukumbu))(?![\p{L}\p{M}])
define     tracking.label-other                (?<![\p{L}\p{M}])(?:трек-?код|код\s+(?:отслеживания|відстеження|за\s+проследяване|праћења|за\s+праћење)|κωδικός\s+(?:παρακολούθησης|αναφοράς|εντοπισμού)
                                             + |(?:ट्रैकिंग|संदर्भ|रेफरेंस)\s+(?:कोड|नंबर|संख्या)|(?:ট্র্যাকিং|রেফারেন্স)\s+(?:কোড|নম্বর)|(?:டிராக்கிங்|கண்காணிப்பு|குறிப்பு)\s+(?:குறியீ[\p{L}\p{M}]*|எண்))(?![\p{L}\p{M}])
                                             + |(?:รหัส|หมายเลข|เลข)(?:ติดตาม|อ้างอิง)\p{Thai}*|查询码|查詢碼|查询号|查詢號|参考号|參考號|参考编号|參考編號|追跡番号|伝票番号|参照番号|お?問い?合わせ番号
                                             + |추적\s?코드|추적\s?번호|운송장\s?번호|송장\s?번호|조회\s?번호|참조\s?번호
define     tracking.qualifier                  (?!(?i:cod|kod|kód|koodi|mã|otp|pin|tan)|رمز|کد|کوڈ|קוד|कोड|কোড|รหัส|コード|코드|번호)[\p{L}\p{M}\x{200C}]+
# What follows the label in all four: up to three words that name no code, a colon, the code.
define     tracking.then-code                  (?:[ \t\x{A0}]+{tracking.qualifier}){0,3}?[ \t\x{A0}]*[:：#]?[ \t\x{A0}]*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40})
negative   any    reference.follow-up  -4      (?i)(?:{tracking.label-latin-west}){tracking.then-code}
negative   any    reference.follow-up.east -4  (?i)(?:{tracking.label-latin-east}){tracking.then-code}
negative   any    reference.follow-up.pa -4    (?i)(?:{tracking.label-persian-arabic}){tracking.then-code}
negative   any    reference.follow-up.other -4 (?i)(?:{tracking.label-other}){tracking.then-code}
# Codes that identify a course, a person or a company, not a login: a course code ("Codi de
# l'assignatura 21354", "Kod kursus BKAM3023"), a national ID or tax number ("کد ملی",
# "Код ЄДРПОУ", NIP, CPF, codice fiscale, Steuer-ID), named by their label or acronym.
negative   any    identifier.code      -4      (?i)(?:(?<![\p{L}\p{M}])(?:(?:course\s+(?:code|number|id)|(?:c[oó]digo|c[oó]d\.)\s+(?:de\s+(?:la\s+)?|del\s+)?(?:asignatura|curso
                                             + |materia|disciplina|cadeira|unidade\s+curricular)|codi\s+(?:de\s+)?(?:l['’]\s?)?(?:assignatura|curs|mat[èe]ria)
                                             + |code\s+(?:du\s+|de\s+(?:l['’]\s?)?)?(?:cours|UE|mati[èe]re|module)|codice\s+(?:del\s+|dell['’]\s?)?(?:corso|insegnamento|esame|materia)
                                             + |kurs(?:code|nummer|kennung)|(?:modul|lehrveranstaltungs|veranstaltungs|fach)(?:code|nummer)|(?:vak|cursus|module)code
                                             + |kod\s+(?:kursu|przedmiotu|zaj[ęe][ćc]|kursus|subjek|mata\s+pelajaran)|kurskod(?:en)?|kursuskode|emnekode(?:n)?|kurssikoodi\p{L}*
                                             + |ders\s+kodu|kode\s+(?:mata\s+kuliah|kursus|MK)|m[ãa]\s+(?:h[ọo]c\s+ph[ầa]n|m[ôo]n(?:\s+h[ọo]c)?|l[ớo]p)|k[óo]d\s+(?:p[řr]edm[ěe]tu|predmetu|kurzu)
                                             + |t[áa]rgyk[óo]d\p{L}*|kurzusk[óo]d\p{L}*|cod(?:ul)?\s+(?:cursului|disciplinei)|код\s+(?:курса|дисциплины|предмета|курсу|дисципліни)
                                             + |[šs]ifra\s+predmeta|шифра\s+предмета|κωδικός\s+μαθήματος|קוד\s+(?:ה)?(?:קורס|מקצוע)|(?:رمز|كود)\s+(?:ال)?(?:مقرر|مادة|دورة)
                                             + |کد\s+(?:درس|دوره)|(?:कोर्स|पाठ्यक्रम|विषय)\s+कोड|national\s+(?:id|identity|insurance)(?:\s+(?:number|no\.?|code))?|tax\s+(?:id|number|code)
                                             + |codice\s+fiscale|partita\s+iva|steuer-?(?:id|nummer|identifikationsnummer)|(?:umsatzsteuer|ust)-?id(?:nr)?\.?|n[úu]mero\s+de\s+contribuinte
                                             + |vergi\s+(?:no|numaras[ıi]|kimlik\s+no)|(?:tc\s+)?kimlik\s+(?:no|numaras[ıi])|ad[óo]sz[áa]m\p{L}*|ad[óo]azonos[íi]t[óo]\s+jel\p{L}*
                                             + |szem[ée]lyi\s+sz[áa]m\p{L}*|c[ée]gjegyz[ée]ksz[áa]m\p{L}*|rodn[ée]\s+[čc][íi]slo|henkil[öo]tunnus|y-tunnus|personnummer|organisationsnummer
                                             + |f[øo]dselsnummer|organisasjonsnummer|cpr-nummer|cod(?:ul)?\s+(?:numeric\s+personal|fiscal)|m[ãa]\s+s[ốo]\s+thu[ếe]|kode\s+pajak
                                             + |идентификационн\p{L}*\s+номер\p{L}*|ідентифікаційн\p{L}*\s+(?:номер|код)\p{L}*|(?:код|номер)\s+(?:ЄДРПОУ|ЕДРПОУ|ИНН|ІПН|ЕГН|ЕИК)
                                             + |کد\s*\x{200C}?(?:ملی|اقتصادی)|(?:شناسه|شماره)\s+ملی|(?:ال)?رقم\s+(?:ال)?(?:وطني|ضريبي|هوية|قومي)|מספר\s+(?:זהות|עוסק)
                                             + |(?:आधार|पैन)\s+(?:नंबर|संख्या))(?![\p{L}\p{M}])|(?-i:ЄДРПОУ|ЕДРПОУ|ИНН|ІПН|РНОКПП|КПП|ОГРН|ОГРНИП|СНИЛС|ЕГН|ЕИК
                                             + |БУЛСТАТ|NIP|REGON|PESEL|KRS|CNPJ|CPF|NIF|NIE|DNI|CUIT|CUIL|RFC|CURP|KVK|BSN|RSIN|SIRET|SIREN|TIN|EIN|SSN|GSTIN|NPWP|EFIN|NIK|CUI|CNP|IČO|DIČ
                                             + |OIB|JMBG|TCKN|VKN|ABN|UTR|ΑΦΜ|ΑΜΚΑ|NRIC|UEN|NTN)(?![\p{L}\p{M}]))|身份证号?码?|纳税人识别号|統一編號|身分證字號|マイナンバー|個人番号|科目(?:コード|番号)|授業コード
                                             + |课程(?:代码|编号|号)|課程代碼|사업자\s?(?:등록\s?)?번호|주민\s?(?:등록\s?)?번호|과목\s?코드|학수\s?번호|รหัส(?:วิชา|หลักสูตร))(?:\s*\x{200C}?(?:شما|تان)|\s+(?:your|Ihre?|votre|sua|seu|tu|su|vaš|váš|twój|ваш|ваше))?\s*(?:(?:number|no\.?|nr\.?|n[º°o]\.?|№
                                             + |номер|numer|n[úu]mero|nummer|num[ée]ro)\s*)?[:：#]?\s*(?<code>(?=[\p{L}\-./]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-./]{2,40})
# A Spanish health card's personal code, CIP ("Codi CIP: PUSA 0850312007", four letters of the
# name and ten digits, maybe in groups: "MAGA 0 850312 00 3"): a patient's, never a one-time code.
negative   any    health.cip           -5      (?<![\p{L}\p{M}])(?-i:CIP)(?:\s+(?i:auton[òo]mic|auton[óo]mico|SNS))?\s*[:：]?\s*(?:[A-Z]{4}\s?)?(?<code>[0-9](?:\s?[0-9]){7,12})(?![0-9])
# Numbers that identify an exam centre, a school or a candidate ("परीक्षा केंद्र कोड 4412", "roll
# number", "số báo danh", "准考证号"), a patient's record ("Mã hồ sơ bệnh nhân: BN2403118",
# "patient ID", "Patientennummer", "numer pacjenta") or a utility's supply point or meter ("cod
# loc consum 4001234567", "Zählpunkt", "CUPS", "POD", "numer PPE", "лицевой счёт"), as
# identifier.code's do, with its ending. A rule of its own whose every label has a long word
# the gate can look for: identifier.code runs on every message with "code" in it, and each
# word added to it costs them all.
negative   any    identifier.record    -4      (?i)(?:(?<![\p{L}\p{M}])(?:(?:exam(?: |ination )cent(?:re|er)\s+(?:code|no\.?|number)|roll (?:no\.?|number)|school code|c[oó]digo\s+del?\s+centro
                                             + |code\s+(?:de\s+l['’]\s?)?[ée]tablissement|codice\s+meccanografico|codice\s+(?:della\s+)?sede\s+d['’]esame|schulnummer|prüfungsnummer|numer\s+albumu
                                             + |okul\s+kodu|nomor\s+peserta|kode\s+sekolah|s[ốo]\s+b[áa]o danh|m[ãa]\s+tr[ưu][ờo]ng|(?:код|номер)\s+(?:пункта\s+проведения|школы)
                                             + |(?:رقم|رمز)\s+(?:ال)?(?:جلوس|مركز)|کد\s+(?:حوزه|مدرسه)|(?:परीक्षा\s+)?केंद्र\s+(?:कोड|संख्या|क्रमांक)|(?:विद्यालय|स्कूल|कॉलेज)\s+कोड
                                             + |रोल\s+(?:नंबर|नम्बर|नं\.?)|अनुक्रमांक|(?:পরীক্ষা\s+)?কেন্দ্র\s+কোড|রোল\s+(?:নম্বর|নং)|(?:سینٹر|مرکز)\s+کوڈ
                                             + |m[ãa]\s+(?-i:BN)(?=\s*[:：]?\s*\p{Nd})|patient (?:id|number|no\.?)|medical record\s+(?:number|no\.?)|hospital (?:number|no\.?)|(?:n[úu]mero\s+de\s+)?historia\s+cl[íi]nica
                                             + |(?:c[oó]digo|n[úu]mero)\s+(?:de\s+|do\s+|del\s+)?(?:paciente|utente)|patientennummer|num[ée]ro\s+(?:de\s+)?(?:patient|dossier\s+(?:m[ée]dical|patient))
                                             + |(?:numero|codice)\s+(?:di\s+|del(?:la)?\s+)?(?:cartella\s+clinica|paziente)|patiëntnummer|numer\s+pacjenta|dosya numaras[ıi]|protokol\s+no
                                             + |rekam\s+medis|nomor\s+pasien|m[ãa]\s+(?:h[ồo]\s+s[ơo](?:\s+b[ệe]nh nh[âa]n)?|b[ệe]nh nh[âa]n)|код\s+(?:пациента|пацієнта)|номер\s+(?:пациента|медицинской\s+карты|истории\s+болезни|пацієнта|медичної\s+картки)
                                             + |(?:αριθμός|κωδικός)\s+ασθενούς|(?:رقم|ملف)\s+(?:ال)?مريض|شماره\s+پرونده|מספר\s+(?:מטופל|תיק\s+רפואי)|(?:मरीज|रोगी)\s+(?:आईडी|संख्या|नंबर)|রোগীর\s+(?:আইডি|নম্বর)
                                             + |cod(?:ul)?\s+(?:de\s+)?loc(?:ului)?\s+(?:de\s+)?consum|(?:loc|punct)(?:ul)?\s+de\s+(?:consum|livrare)|supply point\s+(?:number|id|reference)|meter (?:number|serial|no\.?|id)
                                             + |(?:cod|num[aă]r)(?:ul)?\s+(?:de\s+)?(?:abonat|partener|contract)|vertrags(?:konto|nummer|kontonummer)|verbrauchsstelle|abnahmestelle
                                             + |contract\s+account|account\s+(?:number|no\.?)\s+for\s+(?:electricity|gas|water)|num[ée]ro\s+(?:de\s+)?contrat|r[ée]f[ée]rence\s+client|n[úu]mero\s+de\s+(?:contrato|suministro|instala[cç][aã]o)
                                             + |(?:local|ponto)\s+de\s+(?:consumo|entrega)|codice\s+(?:utente|contratto|POD|PDR|servizio)|numero\s+(?:di\s+)?contratto|contractnummer|numer\s+(?:umowy|p[łl]atnika)
                                             + |[čc][íi]slo\s+(?:smlouvy|zmluvy|odb[ěe]ratele)|szerz[őo]d[ée]ssz[áa]m\p{L}*|vev[őo]k[óo]d\p{L}*|fogyaszt[áa]si\s+hely\p{L}*|s[öo]zle[şs]me\s+(?:no|numaras[ıi])
                                             + |номер\s+(?:договора|договору)|αριθμ\p{L}*\s+συμβολαίου|شناسه\s+(?:قبض|پرداخت)|id\s?pel(?:anggan)?|(?:no(?:mor|\.)?|nombor)\s+(?:pelanggan|akaun)
                                             + |m[ãa]\s+(?:h[ợo]p\s+[đd][ồo]ng|[đd]i[ểe]m\s+[đd]o)|s[ốo]\s+h[ợo]p\s+[đd][ồo]ng|(?:namba|nambari)\s+ya\s+(?:mita|mteja)|खाता\s+संख्या
                                             + |zählpunkt\p{L}*|zählernummer|marktlokation[\p{L}\-]*|point de (?:livraison|comptage)|num[ée]ro\s+(?:de\s+)?compteur|punto\s+de\s+suministro
                                             + |n[uú]mero\s+d[eo]\s+contador|punto\s+di\s+(?:prelievo|riconsegna)|aansluitnummer|meternummer|(?:numer|nr\.?|kod)\s+licznika|punkt\s+poboru
                                             + |[čc][íi]slo\s+(?:odb[ěe]rn[ée]ho\s+m[íi]sta|elektroměru)|odběrné\s+místo|odberného\s+miesta|felhasználási\s+hely\p{L}*|(?:tesisat|sayaç|abone)\s+(?:no|numaras[ıi])
                                             + |лицев\p{L}*\s+сч[её]т\p{L}*|номер\s+(?:сч[её]тчика|лічильника)|особов\p{L}*\s+рахун\p{L}*|(?:αριθμ\p{L}*|αρ\.)\s*παροχής|(?:абонатен|клиентски)\s+номер
                                             + |mätarnummer|målepunkt\p{L}*|målernummer|käyttöpaikka\p{L}*|mittarinumero\p{L}*|رقم\s+(?:ال)?(?:عداد|اشتراك)|मीटर\s+(?:नंबर|संख्या)|उपभोक्ता\s+(?:संख्या|नंबर))(?![\p{L}\p{M}])
                                             + |(?-i:MRN|CUPS|EAN|EIC|MPAN|MPRN|NMI|ICP|POD|PDR|PDL|PRM|CPE|PPE|PPG)(?![\p{L}\p{M}]))|准考证号|准考證號|考场号|考点(?:代码|编号)|受験番号|수험\s?번호
                                             + |患者(?:番号|ID)|診察券番号|病历号|病歷號|就诊卡号|환자\s?번호|户号|戶號|电表号|供給地点特定番号|계량기\s?번호)(?:\s*\x{200C}?(?:شما|تان)|\s+(?:your|Ihre?|votre|sua|seu|tu|su|vaš|váš|twój|ваш|ваше))?\s*(?:(?:number|no\.?|nr\.?|n[º°o]\.?|№
                                             + |номер|numer|n[úu]mero|nummer|num[ée]ro|cod(?:ul)?|codes?|codi|c[oó]digo|codice|k[óo]d|kode|код|id)\s*)?[:：#]?\s*(?:\p{Nd}[ \x{A0}](?=\p{Nd}{4}))?(?<code>(?=[\p{L}\-./]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-./]{2,40})
# A student's or a pupil's number, and a school's or an exam centre's number in the languages
# identifier.record leaves out ("Codi d'alumne: 20871", "código de alumno", "Matrikelnummer", "kod
# ucznia", "öğrenci no", "NIM", "MSSV", "mã học sinh", "학번", "รหัสนักศึกษา", "شماره دانشجویی",
# "Neptun-kód", "தேர்வு மையக் குறியீடு 0312", "סמל מוסד", a Catalan university's NIU): it names whom or where a message is
# about, not a code. A rule of its own, with identifier.record's ending, gated on its own labels:
# words added to identifier.record cost every message it runs on.
negative   any    identifier.school    -4      (?i)(?:(?<![\p{L}\p{M}])(?:student\s+(?:id|number|no\.?)|matrikel(?:nummer|nr\.?)|studentnummer|num[ée]ro\s+(?:d['’]\s?)?[ée]tudiant|n[úu]mero\s+de\s+(?:estudiante|aluno|matr[íi]cula)
                                             + |numero\s+di\s+matricola|(?:matr[íi]cula|matricola)(?=[ \t]*[:：#]?[ \t]*\p{Nd})|numer\s+indeksu|(?:nr|numer)\s+albumu|(?:m[ãa]\s+(?:s[ốo]\s+)?)?sinh\s+vi[êe]n|ma\s+(?:so\s+)?sinh\s+vien|(?-i:MSSV|SV)(?=\s+\p{Nd})
                                             + |codi\s+(?:de\s+l['’]\s?|d['’]\s?)(?:alumne|estudiant)|n[úu]mero d['’](?:alumne|estudiant)|c[oó]digo (?:de |del |do )?(?:alumno|estudiante|aluno|estudante)
                                             + |(?:code|num[ée]ro|identifiant)\s+(?:de\s+l['’]\s?|d['’]\s?)?[ée]l[èe]ve|code\s+[ée]tudiant|codice\s+(?:dello\s+)?studente|sch[üu]ler(?:nummer|-?id)|leerling(?:nummer|-?id)
                                             + |(?:kod|numer)\s+(?:ucznia|studenta)|(?:k[óo]d|[čc][íi]slo) (?:studenta|[žz][áa]ka)|neptun-?k[óo]d\p{L}*|di[áa]k\s?igazolv[áa]ny\s?sz[áa]m\p{L}*|num[aă]r(?:ul)?\s+matricol
                                             + |[öo][ğg]renci\s+(?:no|numaras[ıi]|kodu)|(?:nomor|kode)\s+induk\s+(?:siswa|mahasiswa)|(?-i:NIM|NISN|NPM|UČO|USP|RA|NIU)(?=\s*[:：]?\s*\p{Nd})|(?:nombor|no\.?)\s+(?:matrik|pelajar)|angka\s+giliran
                                             + |m[ãa]\s+(?:s[ốo]\s+)?h[ọo]c\s+sinh|ma\s+(?:so\s+)?hoc\s+sinh|elevnummer|studienummer|opiskelijanumero\p{L}*|(?:номер|код)\s+(?:студента|учащегося|учня|студенческого\s+билета|зач[её]тной\s+книжки)
                                             + |(?:κωδικός|αριθμός) (?:μαθητή|φοιτητή)|(?:ال)?رقم\s+(?:ال)?(?:طالب|جامعي)|(?:شماره|کد)\s+(?:دانشجویی|دانش\s?آموزی)|(?:מספר|קוד)\s+(?:ה)?(?:סטודנט|תלמיד)
                                             + |(?:छात्र|विद्यार्थी)\s+(?:आईडी|कोड|संख्या|नंबर|क्रमांक)|(?:ছাত্র|শিক্ষার্থী)\s+(?:আইডি|কোড|নম্বর)|طالب\s+علم\s+(?:نمبر|کوڈ|آئی\s?ڈی)|மாணவர்\s+(?:எண்|குறியீ[\p{L}\p{M}]*)
                                             + |(?:namba|nambari) ya (?:mwanafunzi|mtahiniwa|kituo)|امتحانی مرکز (?:کا )?(?:کوڈ|نمبر)|परीक्षा केंद्र (?:का )?(?:कोड|संख्या|नंबर)|পরীক্ষা কেন্দ্র(?:ের)? (?:কোড|নম্বর)|exam centre code|exam center code|examination centre code|test centre code|exam centre no|exam center no|மைய(?:க்|த்)? ?(?:குறியீ[\p{L}\p{M}]*|எண்)|(?:סמל|קוד)\s+(?:ה)?מוסד
                                             + |kod{blank}pusat(?:\s+peperiksaan)?|κωδικός (?:εξεταστικού κέντρου|σχολείου)
                                             + )(?![\p{L}\p{M}])|学号|學號|学籍番号|学生証番号|学生番号|학번|학생\s?번호|รหัส(?:นักเรียน|นักศึกษา|ศูนย์สอบ|สนามสอบ)|(?:นักเรียน|นักศึกษา)\s*รหัส|นิสิต(?=\s*\p{Nd})|เลขที่นั่งสอบ)(?:\s*\x{200C}?(?:شما|تان)|\s+(?:your|Ihre?|votre|sua|seu|tu|su|vaš|váš|twój|ваш|ваше))?\s*(?:(?:number|no\.?|nr\.?|n[º°o]\.?|№
                                             + |номер|numer|n[úu]mero|nummer|num[ée]ro|cod(?:ul)?|codes?|codi|c[oó]digo|codice|k[óo]d|kode|код|id)\s*)?[:：#]?\s*(?<code>(?=[\p{L}\-./]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-./]{2,40})
# A student's number named after it in parentheses ("kod logowania do konta 431207 (nr albumu) to
# Z4T9K2", "4471920 (student ID)"): whose account, not the code.
negative   any    identifier.school-after -4   (?i)(?<![\p{Nd}])(?<code>\p{Nd}{4,10})\s*[(（]\s*(?:(?:nr\.?|numer)\s+albumu|student\s+(?:id|number|no\.?)|matrikel(?:nummer|nr\.?)|(?-i:NIM|NIU))\s*[)）]
# A hotel's luggage room ("код от камеры хранения 4411"): the same code for every guest's bags.
negative   any    code.luggage-room    -5      (?i)(?<![\p{L}\p{M}])код\s+(?:от\s+|для\s+)?камеры\s+хранения\s*[:：]?\s*(?<code>\p{Nd}{3,8})(?!\p{Nd})
# A range of whole years ("pentru 2024-2025", "2024–2025 sem. I"; date.year-range reads "2024-25"):
# an academic or a fiscal year, not a code of its digits ("2048-1937" may be one). Started at the
# dash, as date.dotted-range.
negative   any    date.year-span       -5      [\-–](?<=(?<![0-9])20[0-3][0-9][\-–])(?<code>20[0-4][0-9])(?![0-9])
# A Chinese train's number before 次 ("G102次 2025-10-22 上海虹桥-北京南"): the train, not a code.
negative   any    train.cn             -5      (?<![A-Za-z0-9])(?<code>[GDCZTKYL][0-9]{1,4})(?=次)
# A range of days written as two dotted dates ("urlopu 24.03-28.03", "vom 12.05.–16.05."): a date,
# not a code of its digits. Every match starts at the dash, looking behind for the first date, so
# the rule is tried at dashes only (starting at each digit cost 1.5 % on the benchmark's lines).
negative   any    date.dotted-range    -5      [\-–](?<=[0-9]\.[0-9]{2}[\-–]|[0-9]\.[0-9][\-–]|[0-9]\.[0-9]{2}\.[\-–]|[0-9]\.[0-9]\.[\-–]|[0-9]\.[0-9]{2}\s[\-–]|[0-9]\.[0-9]\s[\-–]|[0-9]\.[0-9]{2}\.\s[\-–]|[0-9]\.[0-9]\.\s[\-–])(?<code>\s?(?:0?[1-9]|[12][0-9]|3[01])\.(?:0?[1-9]|1[0-2])\.?)(?![\p{Nd}])
# A Polish e-prescription's code ("Kod recepty: 2741", given at the pharmacy with the PESEL): the
# prescription's, not a one-time code.
negative   any    identifier.prescription -4   (?i)(?<![\p{L}\p{M}])kod(?:em)?\s+(?:e-?)?recepty\s*[:：]?\s*(?<code>\p{Nd}{4})(?!\p{Nd})
# An ID after a word for "for" ("jednorazove heslo pre ID 98765 je 3192", "code for ID 55012"):
# whose code it is, not the code.
negative   any    identifier.for-id    -4      (?<![\p{L}\p{M}])(?i:pre|pro|for|f[üu]r|pour|para|per|dla|для|za)\s+ID\s*[:#]?\s*(?<code>\p{Nd}{3,12})(?!\p{Nd})
# A code named by whose it is, a customer's, subscriber's or consumer's, or by the meter or supply
# it belongs to ("รหัสเครื่องวัด 012004871", "mã khách hàng PE0400123456", "código de cliente", "код
# абонента", "κωδικό πελάτη", "Kundencode", "müşteri kodu", "उपभोक्ता कोड", "고객코드", "お客さまコード",
# "用户编号"), or the visit it books ("Codi de visita 77120"): an identifier printed on every bill, not
# a one-time code. The code's word first, with "of" and an article between, or the owner's word
# first, apart or as one word: two rules, so that each is gated on the owner's words, not on "code".
define     identifier.owner-code           \s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-./]{3,30})
negative   any    identifier.customer  -4      (?i)(?<![\p{L}\p{M}])(?:codes?|cod(?:ul)?|c[oó]digo|codice|codi|k[oó]d|kode|koodi|код|κωδικ\p{L}*|كود|رمز|کد|קוד|कोड|কোড|mã|msimbo|[šs]ifr[ae]|шифр[ае])
                                             + \s+(?:(?:de|del|do|da|du|di|of|the|wa|ya|ng|za|na|за|на)\s+)?(?:cliente|client|customer|consumer|subscriber|visita|cita|abonad[oa]|abonn[ée]|abonat|suministro|contador|compteur
                                             + |contatore|utente|utenza|fornitura|klant|klienta|odbiorcy|odb[ěe]ratele|odberate[ľl]a|z[áa]kazn[íi]ka|p[łl]atnika|licznika|pelanggan|kh[áa]ch\s+h[àa]ng|c[ôo]ng\s+t[ơo]
                                             + |[đd][ồo]ng\s+h[ồo]\s+[đd]i[ệe]n|абонент\p{L}*|клиент\p{L}*|потребител\p{L}*|споживач\p{L}*|лічильник\p{L}*|сч[её]тчик\p{L}*|kupca|купца|платника|плательщика|potro[šs]a[čc]a|brojila|πελάτη|παροχής|μετρητή
                                             + |(?:ال)?(?:عميل|مشترك|عداد|اشتراك)|اشتراک|مشترک|کنتور|לקוח|מנוי|מונה|mteja|mita|उपभोक्ता|ग्राहक|গ্রাহক)(?![\p{L}\p{M}]){identifier.owner-code}
negative   any    identifier.customer-first -4 (?i)(?:(?<![\p{L}\p{M}])(?:customer|client|consumer|subscriber|account|meter|kunden|klant|kund|kunde|asiakas|[üu]gyf[ée]l|fogyaszt[óo]|vev[őo]|m[üu][şs]teri|abone|tesisat|saya[çc]
                                             + |клиентски|абонатен|उपभोक्ता|ग्राहक|গ্রাহক|நுகர்வோர்|வாடிக்கையாளர்|کنزیومر|صارف|کسٹمر)[\s-]?(?:codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|k[óo]d\p{L}{0,3}|koodi\p{L}{0,3}|код|कोड|কোড|குறியீ[\p{L}\p{M}]*|کوڈ)(?![\p{L}\p{M}])
                                             + |รหัส(?:ผู้ใช้ไฟฟ้า|ผู้ใช้น้ำ|ผู้ใช้|ลูกค้า|เครื่องวัด|มิเตอร์|สมาชิก|บัญชี)|고객\s?(?:코드|번호)|お客さま(?:コード|番号)|お客様(?:コード|番号)|顧客(?:コード|番号)|用户编号|用戶編號
                                             + |客户(?:编号|代码|号)|客戶(?:編號|代碼|號)|电号|電號|表号|表號){identifier.owner-code}
# A SIM card's PIN and PUK, numbered as phones show them ("PIN1 вашої нової SIM-картки 0000, PUK1
# 48213977", "PIN1=0000"): printed on the card's holder, never a one-time code. The label is in
# the match, so that "PIN1", a letter-digit token itself, is explained too.
negative   any    pin.sim              -5      (?i)(?<![\p{L}\p{M}])(?<code>(?:pin1|pin2|puk1|puk2)(?![\p{L}\p{M}\p{Nd}])(?:\s+[\p{L}\p{M}'’\-]+){0,4}?\s*[:：=]?\s*\p{Nd}{4,8})(?!\p{Nd})
# A prepaid electricity meter's number after its name ("Token 4471 2290 8813 5502 6617 kwa mita
# 04211883", "meter no. 04211883"): the meter the token is for, printed on it, not a code.
negative   any    identifier.meter     -4      (?i)(?<![\p{L}\p{M}])(?:mita|meter)(?:\s+(?:namba|no\.?|number|nr\.?))?\s*[:：#]?\s*(?<code>\p{Nd}{6,13})(?![\p{Nd}])
# A member's number in a loyalty programme, a club or an airline's ("สมาชิกหมายเลข NR12345",
# "membership no. 88213", "Mitgliedsnummer", "número de socio", "会员号"): who the member is,
# with the ending the customer rules use.
negative   any    identifier.member    -4      (?i)(?:(?<![\p{L}\p{M}])(?:member(?:ship)?\s+(?:no\.?|number|id|#)|mitglieds?-?(?:nummer|nr\.?)|n[úu]mero\s+de\s+(?:socio|miembro|s[óo]cio|membro)
                                             + |num[ée]ro\s+(?:de\s+|d['’]\s?)?(?:membre|adh[ée]rent)|numero\s+(?:di\s+)?socio|lidnummer|medlems(?:nummer|nr\.?)|numer\s+cz[łl]onkowski|[čc]lensk[ée]\s+[čc][íi]slo
                                             + |tagsz[áa]m\p{L}*|(?:номер|код)\s+(?:участника|члена|учасника)|nomor\s+anggota|no\.?\s+ahli|(?:s[ốo]|m[ãa])\s+(?:th[àa]nh|h[ộo]i)\s+vi[êe]n)(?![\p{L}\p{M}])
                                             + |สมาชิกหมายเลข|หมายเลขสมาชิก|会员(?:号|编号|卡号)|會員(?:編號|號碼|卡號)|会員番号|회원\s?번호){identifier.owner-code}
# A number after a name ending in "-ID" ("Je eenmalige code voor Solis-ID 2231187 is 7QX93M",
# "Kunden-ID 4471902", "Kunde-ID: 0412-88"): a student's, a customer's or an account's identifier,
# printed beside the code. Looked for from the hyphen, so that the rule's search starts at "-ID",
# not at every capital.
negative   any    identifier.hyphen-id -4      -ID(?<=\p{L}-ID)[ \t]*[:：]?[ \t]*(?<code>\p{Nd}{5,12}|\p{Nd}{2,6}-\p{Nd}{2,6})(?![\p{Nd}\-])
# An employee's or a civil servant's number ("Einmalpasswort für Personalnummer 00451230: …",
# "personel no 104532", "Αρ. μητρώου 40217", "employee ID 88213", "nambari ya mfanyakazi 20931",
# "ของพนักงานเลขที่ 501932", Thai glued to the word before it): an identifier an HR portal prints
# beside the code it sends, never the code.
negative   any    identifier.employee  -4      (?i)(?:(?<![\p{L}\p{M}])(?:employee\s+(?:no\.?|number|id|#)|staff\s+(?:no\.?|number|id)|personal(?:nummer|nr\.?)|pers\.-?\s?nr\.?|personeelsnummer
                                             + |n[úu]mero\s+de\s+(?:empleado|funcion[áa]rio|colaborador)|matricule|num[ée]ro\s+d['’]\s?employ[ée]|numero\s+di\s+matricola\s+dipendente
                                             + |personel\s+(?:no\.?|numaras[ıi])|sicil\s+(?:no\.?|numaras[ıi])|(?:αρ\.?|αριθμός)\s+μητρώου|табельн\p{L}+\s+номер
                                             + |numer\s+(?:pracownika|ewidencyjny)|nr\.?\s+ewid(?:\.|encyjny)|osobn[ée]\s+[čc][íi]slo|mati[čc]ni\s+broj(?:\s+zaposlenog)?|матични\s+број|medarbejder(?:nummer|nr\.?)|(?:کد|شماره)\s+پرسنلی|m[ãa]\s+NV|m[ãa]\s+nh[âa]n\s+vi[êe]n|(?:c[ủu]a\s+)?nh[âa]n\s+vi[êe]n|พนักงาน\s*รหัส|รหัสพนักงาน|nambari\s+ya\s+mfanyakazi)(?![\p{L}\p{M}])|พนักงานเลขที่|เลขที่พนักงาน|社員番号|工号|員工編號|사번|таб\.\s*№){identifier.owner-code}
# The code of a product or an item ("קוד מוצר: 771025", "สินค้ารหัส 1145827", "kod produktu",
# "ürün kodu", "商品编码", "상품코드"), of the agent who sold a policy ("קוד סוכן: 40712", "agent
# code", "mã đại lý", "รหัสตัวแทน") or of a biller a bill is paid to ("JomPAY … Kod Biller: 5454",
# "BPAY biller code", "kode perusahaan"): what it names is a thing or a firm, not a sign-in. The
# code's word first or the owner's word first, as for a customer's code; rules of their own, so
# that the customer rules, which run on most bills, do not grow.
negative   any    identifier.item      -4      (?i)(?<![\p{L}\p{M}])(?:codes?|cod(?:ul)?|c[oó]digo|codice|codi|k[oó]d|kode|koodi|код|κωδικ\p{L}*|كود|رمز|کد|קוד|कोड|কোড|mã|msimbo|[šs]ifr[ae]|шифр[ае])
                                             + \s+(?:(?:de|del|do|da|du|di|of|the|wa|ya|ng|za|na|за|на)\s+)?(?:producto|produto|produit|prodotto|product|produktu|produk|art[íi]culo|artigo|articolo|towaru|zbo[žz][íi]
                                             + |tovaru|barang|s[ảa]n{blank}ph[ẩa]m|h[àa]ng{blank}h[óo]a|bidhaa|agente|agenta|agen|ejen|[đd][ạa]i{blank}l[ýy]|wakala|biller|perusahaan|товара|продукта|агента|προϊόντος
                                             + |είδους|πράκτορα|(?:ال)?(?:منتج|وكيل)|محصول|کالا|بسته|نماینده|מוצר|פריט|סוכן)(?![\p{L}\p{M}]){identifier.owner-code}
negative   any    identifier.item-first -4     (?i)(?:(?<![\p{L}\p{M}])(?:product|produkt|artikel|agent|dealer|biller|vermittler|[üu]r[üu]n|acente|term[ée]k|tuote|उत्पाद|एजेंट|পণ্য|এজেন্ট|தயாரிப்பு|முகவர்|پروڈکٹ|ایجنٹ)
                                             + [\s-]?(?:codes?|kod\p{L}{0,4}|kode\p{L}{0,3}|k[óo]d\p{L}{0,3}|koodi\p{L}{0,3}|код|कोड|কোড|குறியீ[\p{L}\p{M}]*|کوڈ)(?![\p{L}\p{M}])|รหัส(?:สินค้า|ตัวแทน)|(?:สินค้า|ตัวแทน) ?รหัส
                                             + |(?:商品|产品|產品)(?:编码|代码|编号|編碼|代碼|編號|コード|番号)|品番|货号|貨號|代理(?:人|店|商)(?:代码|编号|代碼|編號|コード|番号)|(?:상품|제품|설계사|대리점) ?(?:코드|번호)){identifier.owner-code}
# A user's, customer's or parcel's ID ("per l'ID utente 41928377 il codice OTP … è 8146", "user ID
# 55120937", "kolli-ID 0037…", "ID de usuario: 4471", "ID пользователя 7720311"): "ID" and a
# lowercase word that says whose it is, before or after it. A brand's ID in capitals ("Яндекс ID:
# 631-804", "Apple ID") names the account a code is for, and a word for a code ("ID
# verification code") says what follows is one. The number stands on the label's line or the next,
# not set apart by a blank line below a sentence ("… MyDigital ID anda:\n\n5 1 8 3 9 0").
define     id.qualifier                        (?!\p{L}*(?:cod|kod|kód|koodi|код|otp|pin|pass|parol|senha|clave|verif|confirm))\p{Ll}[\p{Ll}\p{M}]{3,}
negative   any    id.number            -4      (?-i:(?<![\p{L}\p{M}])(?:{id.qualifier}[\s\-]ID|ID(?:\s+(?:de|do|da|del|di|du)\s+|\s+dell['’]|\s+){id.qualifier}))(?![\p{L}\p{M}\-])[^\S\n]*(?:[:：#]|n[º°o]\.?|no\.?)?[^\S\n]*(?:\r?\n[^\S\n]*)?
                                             + (?<code>\p{Nd}[\p{Nd}\s\-]{2,20}\p{Nd}|(?=[A-Z]*\p{Nd})[A-Z0-9]{4,20})(?![\p{L}\p{Nd}])
# A message's own identifier or reference, as banks and operators print it at the end ("Msg ID
# 44012", "Message ref: 7Q2291", "SMS-ID 88213", "Nachrichten-ID 4471", "ID du message 2290",
# "ID del mensaje 5512", "ID messaggio", "bericht-ID", "ID wiadomości", "mesaj no", "ID pesan",
# "mã tin nhắn", "ID сообщения", "消息编号", "メッセージID", "메시지 ID"): it names the message, not a code.
negative   any    reference.message-id -4      (?i)(?:(?<![\p{L}\p{M}])(?:sms[ \-]?(?:id|ref)|(?:msg|message|mensaje|mensagem|messaggio|bericht|nachrichten|wiadomo[śs]ci|mesaj|pesan|meddelande|viesti|сообщени[яе]|повідомлення)
                                             + [\s\-]?(?:id|ref(?:erence)?\.?|no\.?|nr\.?|#|number|nummer|numarası|numaras[ıi])|msgid|(?:id|r[ée]f\.?|n[º°o]\.?|num[ée]ro|n[úu]mero|номер)\s+(?:(?:du|del|de|da|do|dello|della)\s+)?(?:message|mensaje|mensagem|messaggio
                                             + |wiadomo[śs]ci|zpr[áa]vy|spr[áa]vy|poruke|сообщения|повідомлення|mesajului)|(?:id|nomor)\s+pesan|üzenet-?azonosító|viestitunnus|m[ãa]\s+tin\s+nh[ắa]n)(?![\p{L}\p{M}])
                                             + |消息(?:ID|编号)|訊息(?:ID|編號)|メッセージ(?:ID|番号)|메시지\s?(?:ID|번호))\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*\p{Nd})[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{2,30})
# An Indian PAN (ABCPK1234F: five letters, four digits, a letter), named: never a code.
negative   any    pan.india            -5      (?<![\p{L}\p{M}])(?:PAN|पैन|প্যান)(?:\s*(?i:card|no\.?|number|कार्ड|नंबर|संख्या))?\s*[:：\-]?\s*(?<code>[A-Z]{5}[0-9]{4}[A-Z])(?![A-Za-z0-9])
# The security code printed on a card (CVV, CVV2, CVC2): its name is never a code.
negative   any    cvv                  -5      (?<![A-Za-z0-9])(?<code>(?:CVV|CVC|CAV|CVN)2?)(?![A-Za-z0-9])
# A carrier's, depot's or locker's id in capitals and dashes ("ট্র্যাকিং কোড DEX-BD-33801742", "Locker
# MAD-CHAM-0412"): two groups of letters before the number. A one-time code has one at most
# ("G-482913", "FB-48291").
negative   any    id.dashed            -4      (?<![A-Za-z0-9\-])(?<code>[A-Z]{2,5}-[A-Z]{2,5}-\p{Nd}{4,12})(?![A-Za-z0-9\-])
# A number in parentheses after a short label in capitals, as couriers and shops set apart a
# consignment, waybill or order number ("আপনার পার্সেল (CN: 7702451) খুলনা শাখায় পৌঁছেছে", "(AWB
# 7720019934)", "(C/N 44120)", "(PO# 88213)", "アカウント（ID: m48219307）"): a reference, in any language.
# Not when the label is a code's own name ("(OTP: 482913)", "(PIN 4821)"). The parenthesis is the
# rule's first character, so it runs only where one stands.
negative   any    reference.parenthesised -4   (?:\(|（)(?-i:(?!(?:OTP|TOTP|PIN|TAN|SMS|MFA|KOD|KODE|KÓD|COD|CODE|CODICE|CODIGO|CÓDIGO|CODI|КОД|PW|PWD|PASS)(?![A-Z]))[A-Z](?:[A-Z]|/[A-Z]){1,4})\s*[:：#.]?\s*(?<code>(?=[A-Za-z\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})\s*(?:\)|）)
# A Pakistani CNIC (35202-1234567-1) by its 5-7-1 shape.
negative   any    cnic                 -5      (?<![\p{Nd}\-])(?<code>\p{Nd}{5}-\p{Nd}{7}-\p{Nd})(?![\p{Nd}\-])
# A convenience-store or Pay-easy payment slip lists 受付番号, 確認番号 and the amount due: its
# 確認番号 is the payment's reference, typed at the store's terminal, not a login code.
negative   ja     ja.payment           -4      確認番号\s*[:：]?\s*(?<code>\p{Nd}[\p{Nd}\-]{2,20}\p{Nd})(?=[\s\S]{0,160}?(?:受付番号|払込票|払込用紙|払込番号|コンビニ|ペイジー|Pay-easy|収納機関|お客様番号|お?支払(?:い)?(?:期限|金額)|お?支払期日))
negative   ja     ja.payment-before    -4      (?:受付番号|払込票|払込用紙|払込番号|コンビニ|ペイジー|Pay-easy|収納機関|お客様番号|お?支払(?:い)?(?:期限|金額)|お?支払期日)(?=[\s\S]{0,160}?確認番号\s*[:：]?\s*(?<code>\p{Nd}[\p{Nd}\-]{2,20}\p{Nd}))
# ---- negative contexts: travel bookings ------------------------------------------------------
# Airlines, hotels and rental sites call the booking reference (a PNR such as KX7P2Q, Airbnb's
# HMK4X2PQ9Z) a "confirmation code". Capital letters, or letters and digits, under such a label
# in a message about a flight, a stay or a booking, with no word after them that comes with
# one-time codes (expires, valid for, do not share, enter it), are the booking's reference, not
# a one-time code. pnr.travel-after finds the travel word after the code; pnr.travel-before
# matches the travel word and looks ahead for the label and the code (so it hides no keyword).
# Digits-only confirmation codes are left to the other rules: that is how one-time codes look.
# Nor is a label that a word for "enter" comes right before ("Syötä tämä vahvistuskoodi: FN8Q2T",
# "enter this confirmation code:") a booking's: one types a one-time code, not a reference.
# The two rules share, as defines: pnr.label, the label; otp.cue, a word that comes with
# one-time codes; pnr.labelled-code, the label, the code under it and no otp.cue after it.
# They are written for the (?i) of the rules that use them.
define     pnr.label                           (?<![\p{L}\p{M}])(?<!syötä\stämä\s|syötä\s|enter\sthis\s|enter\syour\s|enter\sthe\s)(?:confirmation\s+(?:code|number|no\.?|#)|(?:confirmation|confirmaci[oó]n|confirma[cç][aã]o
                                             + |best[äa]tigung|bevestiging|conferma|potwierdzenie|onay|konfirmasi|vahvistus|bekr[äa]ftelse|bekr[æe]ftelse)(?=\s*[:：#])|best[äa]tigungs-?(?:code
                                             + |nummer)|(?:c[oó]digo|n[uú]mero)\s+de\s+confirma(?:ci[oó]n|[cç][aã]o)|(?:code
                                             + |num[ée]ro)\s+de\s+confirmation|(?:codice|numero)\s+(?:di\s+)?conferma|bevestigings(?:code
                                             + |nummer)|(?:kod|numer)\s+potwierdzenia|onay\s+(?:kodu|numaras[ıi])|(?:kode|nomor)\s+konfirmasi
                                             + |(?:m[ãa]|s[ốo])\s+(?-i:xác|xac|Xác|XÁC)\s+nh[ậa]n|(?:код|номер)\s+(?-i:подтверждения
                                             + |ПОДТВЕРЖДЕНИЯ|підтвердження|ПІДТВЕРДЖЕННЯ)|bekr[äa]ftelse(?:kod
                                             + |nummer)(?:en)?|(?:codi|n[úu]mero)\s+de\s+confirmaci[óo]|(?:cod|num[aă]r)(?:ul)?\s+de\s+confirmare
                                             + |potvrzovac\p{L}*\s+(?:k[óo]d|[čc][íi]slo)|potvrdzovac\p{L}*\s+(?:k[óo]d|[čc][íi]slo)|(?:k[óo]d|[čc][íi]slo)\s+potvr(?:zen[íi]|denia)
                                             + |(?:visszaigazol[áa]si|meger[őo]s[íi]t[ée]si)\s+(?:k[óo]d|sz[áa]m)\p{L}*|vahvistus(?:koodi|numero|tunnus)\p{L}*
                                             + |bekr[æe]ftelses(?:kode|nummer)(?:n|en)?|nombor\s+pengesahan(?:\s+tempahan)?|kod\s+pengesahan(?:\s+tempahan|(?!\s+anda(?![\p{L}\p{M}])))
                                             + |(?:namba|nambari|msimbo)\s+ya\s+uthibitisho|(?:kod|broj)\s+(?:za\s+)?potvrd[eu]|potvrdni\s+(?:kod|broj)
                                             + |(?:код|број)\s+(?:за\s+)?потврд[еу]|(?:код|номер)\s+за\s+потвърждение|потвърдителен\s+код
                                             + |(?:κωδικός|αριθμός)\s+επιβεβαίωσης|(?:קוד|מספר)\s+אישור|(?:رمز|رقم|كود)\s+(?:ال)?تأ?ا?كيد
                                             + |(?:کد|شماره)\s+(?:تایید|تأیید)(?:\s+رزرو)?|(?:تصدیقی|کنفرمیشن)\s+(?:کوڈ|نمبر)
                                             + |உறுதிப்படுத்தல்\s+(?:குறியீ[\p{L}\p{M}]*|எண்))(?![\p{L}\p{M}])|(?-i:確認番号|(?<!メールアドレス|メール)確認コード|确认码|确认号|確認碼|確認號碼|확인\s?(?:번호
                                             + |코드)|(?:पुष्टिकरण|कन्फर्मेशन)\s+(?:कोड|नंबर|संख्या)|(?:কনফার্মেশন|নিশ্চিতকরণ)\s+(?:কোড|নম্বর)
                                             + |(?:รหัส|หมายเลข)ยืนยัน(?:การจอง)?)
define     otp.cue                             (?<![\p{L}\p{M}])(?:expir
                                             + |enter\s+(?:it|this|the\s+code)|use\s+(?:it|this\s+code)\s+(?:to|within|before)|geben\s+sie
                                             + |ingr[eé]s[ae]|introduzca|introd[uú]c|digite|insira|saisissez|entrez|inserisci|voer|wpisz
                                             + |wprowad[źz]|girin|giriniz|masukkan|nh[ậa]p|введите|введіть|valid\s+(?:for|until)
                                             + |do\s+not\s+share|don['’]?t\s+share|never\s+share|gültig\s+(?:für|bis)|läuft\s+ab
                                             + |nicht\s+weiter|caduca|expira|v[áa]lid[oa]\s+(?:por|durante|per|\p{Nd})
                                             + |no\s+(?:lo\s+)?compartas|não\s+(?:o\s+)?compartilhe|valable|ne\s+(?:le\s+)?partagez|scade
                                             + |non\s+condivider|geldig\s+(?:voor|tot)|verloopt|ważny|nie\s+udostępniaj|geçerli|payla[şs]may
                                             + |berlaku|jangan\s+berikan|hi[ệe]u\s+l[ựu]c|h[ếe]t\s+h[ạa]n|действ|никому|дійсн|нікому
                                             + |no\s+(?:el\s+)?comparteixis|introdueix|nesd[íi]le|nezdie[ľl]a|zadejte|zadajte|platn[ýáéo]|plat[íi]\s+(?:\p{Nd}|do|jen|len|pouze|iba)
                                             + |ne\s+adja\s+(?:ki|tov[áa]bb)|adja\s+meg|[ée]rv[ée]nyes|[äa]l[äa]\s+jaa|sy[öo]t[äa]|voimassa
                                             + |nu\s+(?:o\s+)?divulga|introdu|valabil|del\s+(?:den\s+)?ikke|indtast|skriv\s+inn|gyldig|ange\s+koden
                                             + |jangan\s+kongsi|sah\s+(?:selama|untuk|sehingga|\p{Nd})|tamat\s+tempoh|usimpe|usishiriki|halali|ingiza
                                             + |huwag\s+(?:ibahagi|ibigay)|ilagay|не\s+споделяйте|валиден|въведете|ne\s+delite|ne\s+dijelite|va[žz]i
                                             + |unesite|не\s+делите|унесите|μην\s+(?:το\s+)?(?:μοιραστείτε|δώσετε)|ισχύει|εισάγετε|אין\s+למסור|בתוקף
                                             + |הזן|לא\s+לשתף|لا\s+تشارك|صالح|أدخل|ادخل|وارد\s+کنید|معتبر|اعتبار|نہ\s+بتائیں|درج\s+کریں
                                             + |साझा\s+न|मान्य|दर्ज\s+करें|শেয়ার\s+করবেন\s+না|বৈধ)|ห้าม|ใช้ได้|กรอก|อายุ|பகிர|入力|输入|輸入|입력|有効|有效|유효|分钟
                                             + |分鐘|分以内|분\s?(?:간|동안|이내)
define     pnr.labelled-code                   {pnr.label}(?:(?:[^\S\r\n]+[\p{L}\p{M}\p{Nd}]+){0,4}?\s*[:：#]|(?-i:\s+[\p{Ll}\p{M}]+){0,3}?\s+(?:is|est|es
                                             + |é|è|és|lautet|ist|là|la|este|er|är|on|jest|je|е|є|είναι|ni|ay|ialah
                                             + |adalah))?\s*(?<code>(?-i:(?=[0-9]*[A-Z])[A-Z0-9]{5,10}))(?![A-Za-z0-9])(?![\s\S]{0,120}?{otp.cue})
negative   any    pnr.travel-after     -4      (?i){pnr.labelled-code}(?=[\s\S]{0,200}?(?:(?<![\p{L}\p{M}])(?:flights?|depart\p{L}*
                                             + |arriv\p{L}*|gate|seat|boarding|itinerar\p{L}*|check-?in|check-?out|terminal|airlines?|airport
                                             + |passengers?|hotel|nights?|booking|booked|reservation|reserved|trip|rental|flug|abflug|ankunft
                                             + |sitzplatz|buchung|gebucht|reise|zimmer|vuelo|salida|llegada|puerta|asiento|embarque
                                             + |reserva\p{L}*|viaje|habitaci[oó]n|noches?|voo|partida|chegada|port[ãa]o|assento|viagem|quarto
                                             + |vol|d[ée]part|arriv[ée]e|porte|si[èe]ge|embarquement|r[ée]servation|voyage|chambre|nuits?|volo
                                             + |partenza|arrivo|imbarco|prenotazion\p{L}*|viaggio|vlucht|vertrek|aankomst|stoel|boeking|reis
                                             + |reservering|wylot|przylot|rezerwacj\p{L}*|podr[óo]ż|u[çc]u[şs]|kalk[ıi][şs]|koltuk|rezervasyon
                                             + |sefer|otel|penerbangan|keberangkatan|kursi|pemesanan|reservasi|chuy[ếe]n\s+bay
                                             + |kh[ởo]i\s+h[àa]nh|đ[ặa]t\s+(?:ch[ỗo]|ph[òo]ng)|рейс\p{L}*|вылет\p{L}*|посадк\p{L}*
                                             + |бронировани\p{L}*|бронюванн\p{L}*|виліт\p{L}*|отел\p{L}*|sortida|arribada|seient|embarcament
                                             + |viatge|habitaci[óo]|nits?(?![\p{L}\p{M}])|let(?![\p{L}\p{M}])|odlet|p[řr][íi]let|sedadl\p{L}*|br[áa]n[ae]|rezerv[aá]c\p{L}*
                                             + |j[áa]rat\p{L}*|indul[áa]s|[ée]rkez[ée]s|besz[áa]ll[áa]s|foglal[áa]s\p{L}*|sz[áa]ll[áa]s|lento\p{L}*|l[äa]ht[öo]
                                             + |saapum\p{L}*|istuin|portti|varaus\p{L}*|hotelli\p{L}*|zbor\p{L}*|plecare|sosire|[îi]mbarcare|rezervar\p{L}*
                                             + |fly(?:et|g(?:et)?)?(?![\p{L}\p{M}])|afgang|avgang|avg[åa]ng|ankomst|s[æe]de|sete|bokning\p{L}*|resa
                                             + |berlepas|ketibaan|tempat\s+duduk|tempahan|lipad|upuan|ndege|kuondoka|kiti|hoteli|uhifadhi
                                             + |полет\p{L}*|излитане|резерваци\p{L}*|хотел\p{L}*|polazak|sedi[šs]te|rezervacij\p{L}*|полазак
                                             + |πτήση\p{L}*|αναχώρηση|άφιξη|θέση|κράτηση\p{L}*|ξενοδοχείο|[בל]?טיסה|המראה|נחיתה|מושב|[בה]?הזמנה
                                             + |מלון|(?:لل|ال|بال)?رحلة|[لب]?رحلت\p{L}*|المغادرة|الوصول|مقعد|بوابة|(?:ال)?حجز|فندق|پرواز|رزرو|هتل|صندلی|روانگی
                                             + |سیٹ|بکنگ|ہوٹل|उड़ान|फ्लाइट|प्रस्थान|सीट|होटल|बुकिंग|ফ্লাইট|প্রস্থান|আসন|হোটেল|বুকিং)|เที่ยวบิน|ออกเดินทาง
                                             + |ที่นั่ง|โรงแรม|การจอง|விமான|புறப்பா|இருக்கை|முன்பதிவு|ஹோட்டல்|航班|起飞|登机|座位|预订|預訂|入住|酒店|便名|出発|搭乗|予約
                                             + |座席|ホテル|항공편|출발|탑승|좌석|예약|호텔))
negative   any    pnr.travel-before    -4      (?i)(?:(?<![\p{L}\p{M}])(?:flights?|book(?:ing|ed)|reservation|reserved|itinerar\p{L}*|trip
                                             + |hotel|flug|buchung|gebucht|reise|vuelo|reserva\p{L}*|viaje|voo|viagem|vol|r[ée]servation
                                             + |voyage|volo|prenotazion\p{L}*|viaggio|vlucht|boeking|reservering|rezerwacj\p{L}*|(?-i:[Uu]çuş
                                             + |UÇUŞ|[Uu]cus)|rezervasyon|penerbangan|pemesanan|reservasi|chuy[ếe]n\s+bay|(?-i:đặt|Đặt
                                             + |ĐẶT)\s+(?:ch[ỗo]|ph[òo]ng)|(?-i:[Рр]ейс|РЕЙС)\p{L}*|(?-i:[Бб]ронировани|БРОНИРОВАНИ)\p{L}*
                                             + |(?-i:[Бб]ронюванн|БРОНЮВАНН)\p{L}*|let|rezerv[aá]c\p{L}*|j[áa]rat\p{L}*|foglal[áa]s\p{L}*|lento\p{L}*
                                             + |varaus\p{L}*|zbor\p{L}*|rezervar\p{L}*|fly|flyg|bokning\p{L}*|booking|tempahan|ndege|uhifadhi|полет\p{L}*
                                             + |резерваци\p{L}*|rezervacij\p{L}*|πτήση\p{L}*|κράτηση\p{L}*|[בל]?טיסה|[בה]?הזמנה|(?:لل|ال|بال)?رحلة|(?:ال)?حجز
                                             + |پرواز|رزرو|بکنگ|उड़ान|बुकिंग|ফ্লাইট|বুকিং)(?![\p{L}\p{M}])|(?-i:航班|预订|預訂|予約|搭乗|항공편|酒店|飯店|旅館|民宿|入住|訂房|订房
                                             + |예약|เที่ยวบิน|การจอง|விமானம்|முன்பதிவு))(?=[\s\S]{0,160}?{pnr.labelled-code})
# A card payment's approval or authorization code as receipts print it ("Cod. autorizzazione
# 039417", "Approval code: 604118", "Auth. code 39AB17", "رقم الموافقة 604118"): the payment's
# reference, never one to type. Only the receipt's abbreviated or "approval" labels: "codice di
# autorizzazione" in full is how banks also name a one-time code; and a warning or an expiry after
# it (otp.cue: "approval code 74300030 for a £64.99 payment … Don't share this code") makes it one.
# Chinese names it the authorization code after the spending ("信用卡於 05/20 消費 NT$3,280，授權碼
# 083215"), the word a number port's one-time code also has ("携号转网，授权码为 51830269").
negative   any    payment.approval-code -4     (?i)(?:(?<![\p{L}\p{M}])(?:cod\.\s*aut(?:orizzazione|\.)?|approval\s+(?:code|no\.?|number)|auth\.\s*code|c[oó]d\.\s*(?:de\s+)?autoriza(?:ci[oó]n|[cç][aã]o)|rif\.\s*autorizzazione
                                             + |رقم\s+الموافقة|承認番号|承认号码|承認號碼)|(?:消[费費]|刷卡)[^。\n]{0,60}?授[权權][码碼])\s*[:：#]?\s*(?<code>(?=[A-Z]*[0-9])[A-Z0-9]{4,8})(?![A-Za-z0-9])(?![\s\S]{0,120}?{otp.cue})
# A PIN labelled in a booking's message ("Número da reserva: 4102.887.315\nPIN: 7291", "Booking
# number … PIN: 7291", "réservation confirmée ! Numéro 4821.930.117, code PIN 3391"): the booking's
# own PIN, to manage it online, unless a one-time code's word (otp.cue) follows.
negative   any    booking.pin          -4      (?i)(?:(?<![\p{L}\p{M}])(?:reserva|booking|reservation|buchung|r[ée]servation|prenotazione|boeking|reservering|rezerwacj\p{L}*|rezervac\p{L}*|bokning)(?![\p{L}\p{M}])|หมายเลขการจอง)
                                             + (?=[\s\S]{0,120}?(?<![\p{L}\p{M}])(?:รหัส\s?)?PIN\s*[:：]?\s*(?<code>\p{Nd}{4,6})(?!\p{Nd})(?![\s\S]{0,120}?{otp.cue}))
# A PNR (a ticket's record locator) named as such is never a one-time code ("Biletinizin PNR kodu: X7K2QM").
negative   any    pnr.named            -4      (?i)(?<![\p{L}\p{M}])PNR(?:\s+(?:kodu(?:nuz)?|code|number|no\.?|numaras[ıi]|nr\.?|kod|код|номер|کد|رقم))?\s*[:：#]?\s*(?<code>(?-i:(?=[0-9]*[A-Z])[A-Z0-9]{5,8}))(?![A-Za-z0-9])(?![\s\S]{0,120}?{otp.cue})
# A transaction's code or number on a receipt ("Kode transaksi: TRX8842019", "Kód transakcie
# 88310922", "Transaction ID 7731 0042", "código de transacción", "numer transakcji", "код
# транзакции"): the receipt's reference, unless what follows reads as a one-time code's (otp.cue:
# an expiry, "enter it", "do not share"). A one-time code for a transaction is named by its own
# word ("Kode OTP transaksi"), which keeps it.
negative   any    reference.transaction -4     (?i)(?<![\p{L}\p{M}])(?:transaction\s+(?:code|id|no\.?|number|ref(?:erence)?)|transaktions(?:code|nummer|-?id)|c[oó]digo\s+de\s+(?:la\s+)?transacci[oó]n
                                             + |c[oó]digo\s+da\s+transa[cç][aã]o|(?:code|num[ée]ro)\s+de\s+(?:la\s+)?transaction|codice\s+(?:della\s+|di\s+)?transazione|transactie(?:code|nummer)
                                             + |(?:kod|numer|nr\.?)\s+transakcji|(?:k[óo]d|[čc][íi]slo)\s+transakc\p{L}*|tranzakci[óo]s\s+(?:k[óo]d|azonos[íi]t[óo])\p{L}*|tranzakci[óo]\s?azonos[íi]t[óo]\p{L}*
                                             + |cod(?:ul)?\s+(?:de\s+)?tranzac[țţt]\p{L}*|(?:код|номер)\s+транзакци\p{L}*|(?:код|номер)\s+транзакції|(?:kode|id|nomor)\s+transaksi|kod\s+transaksi
                                             + |κωδικός\s+συναλλαγής|(?:kod|broj)\s+transakcije)(?![\p{L}\p{M}])\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,40}
                                             + |\p{Nd}{4}[ \x{A0}]\p{Nd}{4})(?![A-Za-z0-9\p{Nd}])(?![\s\S]{0,120}?{otp.cue})
# A booking or ticket reference in a message about a journey ("Jízdenka je zaplacena … vůz 361,
# místo 45. Kód dokladu: ZU4KX7", "Flight UA 1549 … Seat 22F. Confirmation K7PQ2L"), whatever
# its label: capitals and digits mixed, five to eight of them, as record locators are made (not
# a promo code's word and number, "SAVE20"), with a word for a flight, a ticket, a train, a seat
# or a booking within 200 characters before it (pnr.shape-travel-before, which matches the
# travel word and looks ahead, hiding no keyword) or after it (pnr.shape-travel-after), and no
# one-time code's word (otp.cue) after it. A one-time code of letters and digits in such a
# message comes with an expiry, a warning or an "enter it", and stays a code. The travel words
# are few and distinctive (not "vol", "let" or "trip", nor every word for a coach or an airport),
# so that the gate runs the two rules on few messages and checks few words on every message. An IT
# service desk's ticket ("Ticket INC0041782", "REQ", "RITM") is no journey's.
# What a code for checking an e-mail address, an account or a phone number is for ("use the code
# K7M4PX to confirm your e-mail address. Your ticket …"): after a booking's shape, a one-time code's
# cue. Its own define, used by the two shape guesses only: every use of a define is compiled anew.
define     otp.verify-cue                      (?<![\p{L}\p{M}])(?:to\s+(?:verify|confirm)\s+your\s+(?:e-?mail|account|phone|number|identity)|pour\s+(?:confirmer|valider|v[ée]rifier)\s+(?:votre|ton|ta)\s+(?:adresse|compte|num[ée]ro|identit[ée])
                                             + |para\s+(?:confirmar|verificar|validar)\s+(?:tu|su|seu|sua)\s+(?:correo|e-?mail|cuenta|conta|n[úu]mero|identidad)|per\s+(?:confermare|verificare)\s+(?:il\s+tuo|la\s+tua)\s+(?:e-?mail|account|numero|identit[àa]))
# A verification or security code, by name (verify-label.shape below), or a code for changing or
# cancelling a booking ("Kód pro změnu jízdenky", "Cod confirmare anulare bilet"). Not a bare
# "confirmation code", which is also what airlines call a booking's reference.
define     otp.verify-label                    (?<![\p{L}\p{M}])(?:(?:verification|security|one-time|login|sign-in)\s+code|c[óo]digo\s+de\s+(?:verificaci[óo]n|verifica[çc][ãa]o|seguridad|seguran[çc]a)|code\s+de\s+(?:v[ée]rification|s[ée]curit[ée])|(?<=votre\s)code\s+d['’]acc[èe]s(?![^.\n]{0,20}?(?:immeuble|b[âa]timent|r[ée]sidence|parking|portail|porte|garage))|codice\s+di\s+(?:verifica|sicurezza)|(?:verifizierungs|sicherheits)code|kod\s+(?:weryfikacyjny|jednorazowy)|k[óo]d\s+pro\s+zm[ěe]nu|cod(?:ul)?\s+de\s+(?:acces|verificare|securitate)|cod(?:ul)?\s+(?:de\s+)?confirmare\s+(?:a\s+)?anul[aă]r\p{L}*|κωδικός\s+επιβεβαίωσης\s+για\s+(?:την\s+)?(?:αλλαγή|ακύρωση)|ה?קוד\s+(?:ה)?אימות|رمز\s+(?:ال)?تحقق|do[ğg]rulama\s+kodu|κωδικός\s+(?:ασφαλείας|επαλήθευσης)|s[äa]kerhetskod(?:en)?|kod\s+keselamatan|kod\s+pengesahan(?=\s+anda(?![\p{L}\p{M}])))(?![\p{L}\p{M}])
define     pnr.shape                           (?-i:(?<![A-Za-z0-9\-])(?=[0-9]*[A-Z])(?=[A-Z]*[0-9])(?![A-Z]{3,}[0-9]+[A-Z]?(?![A-Za-z0-9]))[A-Z0-9]{5,8}(?![A-Za-z0-9]|-[A-Za-z0-9]))
define     travel.strong-word                  (?<![\p{L}\p{M}])(?:flights?|boarding|seat|tickets?(?!\s*(?-i:INC|REQ|RITM|CHG|TASK)\p{Nd})|train|platform(?=\s*\p{Nd})|itinerary|booking|booked
                                             + |reservation|check-in|hotel|passengers?|flug|abflug|sitzplatz|buchung|fahrkarte\p{L}*|fahrschein\p{L}*|gleis
                                             + |billets?|voiture|r[ée]servation|embarquement|d[ée]part|vuelo|billete\p{L}*|asiento|embarque|reserva|tren(?!\s+(?:may|dien|thiet|trang|web|ung|he)(?![\p{L}\p{M}]))|bilhete\p{L}*
                                             + |assento|volo|bigliett\p{L}*|treno|binario|prenotazione|vlucht|treinkaartje|trein|perron|boeking
                                             + |bilet\p{L}*|poci[ąa]g\p{L}*|miejsce|j[íi]zdenk\p{L}*|letenk\p{L}*|vlak\p{L}*|v[ůu]z|m[íi]sto|sedadl\p{L}*
                                             + |l[íi]stok\p{L}*|jegy\p{L}*|vonat\p{L}*|kocsi|[üu]l[ée]s|j[áa]rat\p{L}*|vagon\p{L}*|zbor\p{L}*|biljett\p{L}*|flyg\p{L}*|vagn
                                             + |bokning\p{L}*|billett\p{L}*|lippu\p{L}*|juna\p{L}*|vaunu|lento\p{L}*|koltuk|u[çc]u[şs]|sefer|rezervasyon|tiket|penerbangan
                                             + |kereta|gerbong|kursi|chuy[ếe]n bay|v[ée] t[àa]u|ghế|рейс\p{L}*|(?<!студенческий\s|студенческого\s|студ\.\s)билет\p{L}*|поезд\p{L}*|вагон\p{L}*|место|бронировани\p{L}*
                                             + |(?<!студентський\s|студентського\s)квит\p{L}*|потяг\p{L}*|πτήση\p{L}*|εισιτήρι\p{L}*|θέση|טיסה|כרטיס|רכבת|(?:لل|ال|بال)?رحلة|تذكرة|قطار|مقعد|پرواز|بلیط
                                             + |उड़ान|फ्लाइट|टिकट|ट्रेन|सीट|ফ্লাইট|টিকিট|ট্রেন|விமான\p{L}*|டிக்கெட்|ரயில்)(?![\p{L}\p{M}])|เที่ยวบิน|ตั๋ว|รถไฟ|ที่นั่ง|航班|车票|車票|列车|列車
                                             + |座位|机票|機票|乗車券|便名|搭乗|座席|항공편|승차권|좌석|열차
negative   any    pnr.shape-travel-before -4   (?i)(?:{travel.strong-word})(?=[\s\S]{0,200}?(?<code>{pnr.shape})(?![\s\S]{0,120}?(?:{otp.cue}|{otp.verify-cue})))
negative   any    pnr.shape-travel-after -4    (?i)(?<code>{pnr.shape})(?=[\s\S]{0,200}?(?:{travel.strong-word}))(?![\s\S]{0,120}?(?:{otp.cue}|{otp.verify-cue}))
# A booking made or confirmed "with code" ("Η κράτησή σας με κωδικό K7PQ2M επιβεβαιώθηκε", "your
# booking with code 4XK7PQ is confirmed"): the booking's reference, capitals and digits mixed, unless
# a one-time code's word (otp.cue) follows.
negative   any    booking.with-code    -4      (?i)(?<![\p{L}\p{M}])(?:κράτησ\p{L}*|booking|reservation|reserva|r[ée]servation|prenotazione|buchung|rezerwacj\p{L}*|rezervac\p{L}*|boeking)(?:\s+[\p{L}\p{M}]+){0,2}?
                                             + \s+(?:με κωδικό|with code|with reference|con (?:el )?c[óo]digo|com (?:o )?c[óo]digo|avec (?:le )?code|mit (?:dem )?code|con (?:il )?codice|z kodem|s k[óo]dem|met code)\s*[:：]?\s*(?<code>{pnr.shape})(?![\s\S]{0,120}?{otp.cue})
# "Booking confirmation – EK 2PXQ7M", "تم تأكيد حجزك": the booking is what is confirmed, so the
# word "confirm" in it announces no code.
negative   any    booking.confirmation 0       (?i)(?<![\p{L}\p{M}])(?:(?:booking|reservation)\s+confirm(?:ation|ed)|confirm(?:ation|ed)\s+(?:of\s+)?(?:your\s+)?(?:booking
                                             + |reservation)|confirmaci[oó]n\s+de\s+(?:la\s+|tu\s+|su\s+)?reserva|confirma[cç][aã]o\s+d[ae]\s+(?:sua\s+)?reserva|confirmation\s+de\s+(?:votre\s+)?r[ée]servation
                                             + |conferma\s+(?:della\s+)?prenotazione|(?:تم\s+)?(?:تأكيد|تاكيد)\s+(?:ال)?حجز\p{L}*|تأیید\s+رزرو|подтверждение\s+бронирования|підтвердження\s+бронювання)(?![\p{L}\p{M}])
# A flight number: carrier designator and up to four digits (Flight AA 2231, Flug LH400).
negative   any    flight.number        -5      (?i)(?:(?<![\p{L}\p{M}])(?:flights?|flug|vuelo|vol|voo|volo|vlucht|lot(?:u|em)?|let|letu|polet|zbor(?:ul)?|lento|j[áa]rat|flyg|fly|ndege|lipad|(?-i:[Uu]çuş|UÇUŞ
                                             + |[Uu]cus)|sefer|penerbangan|chuy[ếe]n\s+bay|(?-i:[Рр]ейс|РЕЙС)|полет|πτήση|(?:لل|ال|بال)?رحلة|پرواز|فلائٹ|טיסה|[בל]טיסה)(?![\p{L}\p{M}])
                                             + |(?-i:航班|便名|항공편)|उड़ान|फ़्लाइट|फ्लाइट|ফ্লাইট|เที่ยวบิน|விமானம்)(?:\s*(?:no\.?
                                             + |nr\.?|number|n[º°o]\.?|#|номер|č\.|br\.|رقم|شماره|מס['׳]?|नंबर|নম্বর))?\s*[:：]?\s*(?<code>(?-i:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])[\s\-]?\p{Nd}{1,4}(?-i:[A-Z])?)(?![A-Za-z0-9])
# A train's number, with or without its category (Treno FR 9521, Zug ICE 577, tren AVE 03112,
# vlak R 871, поезд 116): which train, not a code.
negative   any    train.number         -5      (?i)(?<![\p{L}\p{M}])(?:train|treno|frecciarossa|frecciargento|frecciabianca|railjet|zug|tren|trein|t[åa]g|juna|vlak|vonat|poci[ąa]g|tren(?:ul)?|поезд|потяг|влак|воз|τρένο|قطار|רכבת|रेलगाड़ी|ट्रेन)(?![\p{L}\p{M}])
                                             + (?:\s*(?:no\.?|nr\.?|n\.|n[º°]|numero|number|nummer|n[úu]mero|č\.|номер|№))?\s*[:：]?\s*(?<code>(?:(?-i:[A-Z]{1,4})[\s\-]?)?\p{Nd}{1,5})(?![A-Za-z0-9\p{Nd}]|[.,]\p{Nd}|[ \x{A0}]\p{Nd}{3}(?!\p{Nd}))
negative   any    barcode              -6      (?i)(?:barcode|bar\s+code|c[oó]digo\s+de\s+barras|code[-\s]barres?
                                             + |codice\s+a\s+barre|strichcode|streepjescode|kod\s+kreskowy
                                             + |barkod|kode\s+batang|m[ãa]\s+v[ạa]ch|штрих-?код|الباركود
                                             + |باركود|بارکد|ברקוד|बारकोड|บาร์โค้ด|条形码|条码|條碼|バーコード|바코드|বারকোড)\s*[:：]?\s*(?<code>\p{Nd}[\p{Nd}\s.\-]{0,60}\p{Nd})
# A bill's payment code or reference, typed at a payment terminal or in a banking app ("Платете в
# EasyPay с код на плащане 1100234", "payment reference 1100234", "viitenumero", "OCR-nummer"),
# and a booked appointment's number ("Κωδικός ραντεβού 556203", "Terminnummer", "Randevu kodu"):
# references, not one-time codes, unless a one-time code's words follow (expires, do not share):
# "код за плащане" (a code for paying) is bg.code's.
negative   any    reference.payment    -4      (?i)(?:(?<![\p{L}\p{M}])(?:код\s+на\s+плащане(?:то)?|платежен\s+код|(?:код|номер)\s+платежа
                                             + |платіжн\p{L}*\s+код|(?:referencia|c[oó]digo)\s+de\s+pago|refer[êe]ncia\s+de\s+pagamento|r[ée]f[ée]rence\s+de\s+paiement|code\s+de\s+paiement
                                             + |codice\s+(?:di\s+)?pagamento|zahlungsreferenz|betalingskenmerk|betalingsreferentie|ocr-nummer|kid-nummer|viitenumero\p{L}*
                                             + |(?:kod|numer)\s+(?:płatności|platnosci)|[öo]deme\s+(?:kodu|numaras[ıi]|referans[ıi])|m[ãa]\s+thanh\s+to[áa]n|κωδικός\s+πληρωμής|ταυτότητα\s+οφειλής
                                             + |termin(?:nummer|code)|(?:c[oó]digo|n[úu]mero)\s+de\s+(?:la\s+)?cita
                                             + |(?:code|num[ée]ro)\s+(?:de\s+|du\s+)?rendez-vous|(?:codice|numero)\s+(?:dell['’]\s?|di\s+|del\s+)?appuntamento|afspraak(?:nummer|code)
                                             + |(?:kod|numer)\s+wizyty|randevu\s+(?:kod|numara)\p{L}*|(?:κωδικός|αριθμός|κωδ\.|αρ\.)\s*ραντεβού|(?:код|номер)\s+(?:записи|талона)
                                             + |(?:kode|nomor)\s+(?:janji\s+temu|antrian|antrean)|m[ãa]\s+l[ịi]ch\s+h[ẹe]n)(?![\p{L}\p{M}])|予約番号|预约号|預約號|예약\s?번호)
                                             + \s*(?:(?:number|no\.?|nr\.?|n[º°o]\.?|№|номер|numer|n[úu]mero|nummer|num[ée]ro)\s*)?[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})(?![\s\S]{0,120}?{otp.cue})
negative   en     reference.payment-en -4      (?i)(?<![\p{L}\p{M}])(?:payment|appointment)\s+(?:reference|ref\.?|code|number|no\.?|id)(?![\p{L}\p{M}])\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})(?![\s\S]{0,120}?{otp.cue})
# A code to pay a bill with, in a message about the bill ("Сметката Ви за м. май е 87,34 лв. …
# Платете в EasyPay с код за плащане 4412 9087", "Your bill … due 25.06 … payment code 55019",
# "Fatura … Pague no Multibanco com a referência 123 456 789"): a bill, its due date or a
# bill-paying service (bill.word) anywhere in the message, a payment code's label (a few words
# may stand between it and the code: "Код за плащане в EasyPay: 1100234"), and no one-time
# code's word (otp.cue) after it. The rule starts at the message's start, so the bill's words
# are looked for once, and only in messages with a label: written as a double negative, the bill
# words are no literal the gate waits for, and the words of a label are joined by {blank}, not
# `\s`, so that the gate waits for "payment code", not "payment", in each blank's spelling.
# Without the bill, "код за плащане" (a code for paying) and "payment code" name a card
# payment's one-time code.
define     bill.word                           (?<![\p{L}\p{M}])(?:bills?|invoice|statement|due\s+date|сметк(?:а|ата|и|ите)|фактур\p{L}*|срок\s+за\s+плащане|рахун(?:ок|ку)
                                             + |сч[её]т(?:а|у)?\s+(?:за|на|№)|квитанци\p{L}*|rechnung\p{L}*|f[äa]llig\p{L}*|facture|factura|fatura|fattura|bolletta|boleto|vencimento|scadenza
                                             + |rachun(?:ek|ku)\s+za|faktur[aey]|termin\s+p[łl]atno[śs]ci|h[óo]a\s+[đd][ơo]n|tagihan|bil\s+(?:elektrik|air|anda)|ankara|fatur[aă]|factur[aă]
                                             + |sz[áa]ml[áa]\p{L}*|vyú[čc]tov[áa]n\p{L}*|падеж\p{L}*|scaden\p{L}*|vence\p{L}*|[ée]ch[ée]ance|vade\s+tarihi|jatuh\s+tempo|splatnost\p{L}*
                                             + |lej[áa]rat\p{L}*|er[äa]p[äa]iv[äa]\p{L}*|f[öo]rfallo\p{L}*|forfal(?:d|l)\p{L}*|срок\s+оплаты|термін\s+оплати|easypay|epay|multibanco|payshop|paynet|pay\s?point|bpay|billdesk|قبض|فاتورة|बिल|বিল)(?![\p{L}\p{M}])
define     bill.code-label                     (?<![\p{L}\p{M}])(?:код{blank}за{blank}плащане|payment{blank}code|c[oó]digo{blank}(?:de{blank})?pag(?:o|amento)|refer[êe]ncia|referencia|zahlungs(?:code|referenz)
                                             + |kode{blank}(?:bayar|pembayaran)|mã{blank}thanh{blank}toán|cod(?:ul)?{blank}de{blank}pla[tțţ][ăa]|(?:kod|numer){blank}p[łl]atno[śs]ci|[öo]deme{blank}kodu|poziv{blank}na{blank}broj
                                             + |variabiln[íý]{blank}symbol|код{blank}(?:платежа|оплаты)|платіжн\p{L}*{blank}код|شناسه{blank}پرداخت|رمز{blank}الدفع)(?![\p{L}\p{M}])
negative   any    reference.bill       -4      (?i)\A(?!(?![\s\S]{0,1000}?{bill.word}))[\s\S]{0,1000}?\K{bill.code-label}(?:\s+[\p{L}\p{M}]+){0,3}?\s*[:：#]?\s*(?<code>\p{Nd}[\p{Nd}\s]{2,20}\p{Nd})(?!\p{Nd})(?![\s\S]{0,120}?{otp.cue})
# A train, bus or flight ticket's code ("Codice biglietto R7XH2K, treno 9917", "kod biletu",
# "Ticketcode", "Cod bilet: 7720011458", "Lipun koodi", "код квитка", "کد بلیط"): the ticket's
# reference, shown to the conductor, not a one-time code.
define     ticket.label                        (?<![\p{L}\p{M}])(?:(?:codice|numero|pnr)\s+(?:del\s+|di\s+)?biglietto|(?:c[oó]digo|n[úu]mero|localizador)\s+(?:del\s+|de\s+|do\s+)?(?:billete|bilhete)
                                             + |(?:code|num[ée]ro|r[ée]f[ée]rence)\s+(?:du\s+|de\s+)?billet|(?:codi|n[úu]mero)\s+(?:del\s+)?bitllet|ticket-?(?:code|nummer)|fahr(?:schein|karten)-?(?:code|nummer)
                                             + |(?:kod|numer)\s+biletu|(?:cod|num[aă]r)(?:ul)?\s+(?:de\s+)?bilet(?:ului)?|bilet\s+(?:kodu|numaras[ıi])|(?:код|номер)\s+(?:на\s+)?билет\p{L}*|(?:код|номер)\s+квитка
                                             + |κωδικός\s+εισιτηρίου|m[ãa]\s+v[ée]|(?:kode|nomor|kod|nombor)\s+tiket|(?:namba|nambari|msimbo)\s+ya\s+tiketi|ticket\s+(?:code|number|no\.?|id|reference)
                                             + |e-?ticket\s+(?:number|no\.?)|biljett(?:nummer|kod)\p{L}*|billet(?:nummer|kode)\p{L}*|billett(?:nummer|kode)\p{L}*|lippu(?:koodi|numero|tunnus)\p{L}*
                                             + |lipun\s+(?:koodi|numero|tunnus)|jegyk[óo]d\p{L}*|jegysz[áa]m\p{L}*|(?:k[óo]d|[čc][íi]slo)\s+(?:j[íi]zdenky|(?:cestovn[ée]ho\s+)?l[íi]stka|dokladu)
                                             + |(?:رمز|رقم)\s+(?:ال)?تذكرة|(?:کد|شماره)\s+بلیط|ٹکٹ\s+(?:کوڈ|نمبر)|टिकट\s+(?:कोड|नंबर|संख्या)|টিকিট\s+(?:কোড|নম্বর)|டிக்கெட்\s+(?:எண்|குறியீ[\p{L}\p{M}]*))(?![\p{L}\p{M}])
                                             + |(?:รหัส|หมายเลข)ตั๋ว|チケット番号|乗車券番号|(?:티켓|승차권|예매)\s?번호
negative   any    reference.ticket     -4      (?i)(?:{ticket.label})\s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})
# A ticket's check code, shown to the inspector ("HSL: Kertalippu AB, voimassa 80 min … Tarkastuskoodi
# 7QX4", "Billett … Kontrollkode: 4K7Q", "billet … code de contrôle 5521"): a check, control or
# inspection code (ticket.check-label) with a ticket (ticket.word, found inside a word too:
# Kertalippu, Handy-Ticket, Enkelbiljett) within 200 characters
# before it (ticket.check-before, which matches the ticket word and looks ahead, hiding no
# keyword) or after it (ticket.check-after). Such a label in a message about no ticket may still
# name a one-time code ("tarkistuskoodisi on 482913"); validation codes count only with no
# one-time code's word (otp.cue) after them, as a transport app's login code comes with one.
define     ticket.word                         lip(?:pu|u[nltsij])|ticket|fahrkarte|fahrschein|biljett|billett|billet|bilet|bilhete|bigliett|bitllet|kaartje|vervoersbewijs|tiket|j[íi]zdenk|l[íi]st(?:ok|ek|k)|jegy|boleto
                                             + |билет|квит|(?<![\p{L}\p{M}])фиш(?![\p{L}\p{M}])|εισιτήρι|(?<![\p{L}\p{M}])vé(?![\p{L}\p{M}])|تذكرة|تذاكر|بلیط|بلیت|ٹکٹ|टिकट|টিকিট|டிக்கெட்|ตั๋ว|车票|車票|门票|門票|乗車券|きっぷ|切符|チケット|승차권|티켓
define     ticket.check-label                  (?<![\p{L}\p{M}])(?:(?:tarkastus|tarkistus|kontrolli)koodi\p{L}*|kontroll-?(?:kod|kode|code|nummer)\p{L}*|pr[üu]f-?(?:code|nummer)
                                             + |(?:check|control|inspection|inspector)\s+(?:code|number)|code\s+de\s+contr[ôo]le|codice\s+(?:di\s+)?controllo|c[oó]digo\s+de\s+control[eo]?
                                             + |codi\s+de\s+control|cod(?:ul)?\s+de\s+control|kod\s+kontrolny|kontroln[íiýy]\s+k[óo]d|контрольн\p{L}*\s+код|контролен\s+код|kontrol\s+kodu|kode\s+kontrol
                                             + |m[ãa]\s+ki[ểe]m\s+(?:tra|so[áa]t)|κωδικός\s+ελέγχου|(?:validation\s+(?:code|number)|code\s+de\s+validation|codice\s+(?:di\s+)?(?:convalida|validazione)
                                             + |c[oó]digo\s+de\s+valida(?:ci[oó]n|[cç][aã]o)|cod(?:ul)?\s+de\s+validare|validointikoodi\p{L}*|valideringskod\p{L}*|entwertungs-?code)
                                             + (?=\s*[:：#]?\s*[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30}+(?![\s\S]{0,120}?{otp.cue})))(?![\p{L}\p{M}])
                                             + \s*[:：#]?\s*(?<code>(?=[\p{L}\-]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}][A-Za-z0-9\p{Nd}\-]{3,30})
negative   any    ticket.check-before  -4      (?i)(?:{ticket.word})(?=[\s\S]{0,200}?{ticket.check-label})
negative   any    ticket.check-after   -4      (?i){ticket.check-label}(?=[\s\S]{0,200}?(?:{ticket.word}))
# A ticket's long number labelled "code" and an abbreviation in capitals ("Biglietto … carrozza 6
# posto 11D. Codice CP 2591038842", "Billete … Código BL 4820193376"): 8 to 12 digits after a
# ticket word, with no one-time code's word (otp.cue) after them.
negative   any    ticket.coded-number -4      (?i)(?:{ticket.word})(?=[\s\S]{0,300}?(?<![\p{L}\p{M}])(?:codice|code|c[oó]digo|codi|cod|kod|kode|koodi)\s+(?-i:[A-Z]{1,4})
                                             + \s*[:：#]?\s*(?<code>\p{Nd}{8,12})(?!\p{Nd})(?![\s\S]{0,120}?{otp.cue}))
# A video meeting's passcode ("Meeting ID: 841 3226 7091  Passcode: 552019", "ID riunione …,
# passcode 204811", "会议号：… 会议密码：6208", "Møte-ID: …, Passord: 7tKQ9p"): a password for a
# meeting that anyone with the invitation types, not a one-time code. The meeting is named
# first (meeting.word), then a passcode's label (meeting.passcode) at the start of one of the
# next 24 words (or punctuation marks), and the code; not a one-time passcode, and none with a
# one-time code's words after it (expires, valid for, do not share). The code needs a digit, so
# the rule hides no keyword where the label leads to a word ("password is required"). As in
# code.not-yours, a word of more than 40 letters ends the search.
define     meeting.word                        (?<![\p{L}\p{M}])(?:meetings?|webinars?|webex|google\s+meet|zoom|(?:microsoft\s+)?teams|besprechung\p{L}*|videokonferenz\p{L}*|r[ée]union|visioconf[ée]rence
                                             + |reuni[oó]n|reuni[óo]|reuni[ãa]o|videoconfer[êe]ncia|riunione|videoconferenza|vergadering|spotkani\p{L}*|wideokonferencj\p{L}*
                                             + |sch[ůu]z\p{L}*|stretnuti\p{L}*|értekezlet\p{L}*|(?:[șş]edin[țţ]|sedint)\p{L}*|[îi]nt[âa]lnir\p{L}*|m[öø]te[nt]?|møde(?:t)?|kokous\p{L}*|toplant[ıi]\p{L}*
                                             + |rapat|mesyuarat|pulong|mkutano|cu[ộo]c\s+họp|họp|встреч\p{L}*|совещани\p{L}*|конференци\p{L}*|зустріч\p{L}*|нарад\p{L}*
                                             + |конференці\p{L}*|срещ\p{L}*|sastan\p{L}*|састан\p{L}*|σύσκεψ\p{L}*|συνάντησ\p{L}*|[הלב]?(?:פגיש|ישיב)(?:ה|ת)|(?:لل|بال|ال)?اجتماع\p{L}*
                                             + |جلسه|میٹنگ|اجلاس|मीटिंग|बैठक|মিটিং|மீட்டிங்|கூட்ட\p{L}*)(?![\p{L}\p{M}])|ミーティング|会议|會議|会議|회의|미팅|การประชุม|ประชุม
define     meeting.passcode                    (?<![\p{L}\p{M}])(?<!time\s)(?<!time-)(?<!temporary\s)(?:pass\s?code|password|pwd|pin|access\s+code|participant\s+(?:code|pin)
                                             + |kenncode|kennwort|passwort|kennung|zugangscode|mot\s+de\s+passe|code\s+(?:secret|d['’]acc[èe]s)|c[oó]digo\s+de\s+acceso|contrase[ñn]a|clave
                                             + |codi\s+d['’]acc[ée]s|contrasenya|senha|c[oó]digo\s+de\s+acesso|codice\s+(?:d['’]\s?)?accesso|wachtwoord|toegangscode|has[łl]o
                                             + |kod\s+dost[ęe]pu|cod(?:ul)?\s+de\s+acces|p[řr][íi]stupov\p{L}*\s+k[óo]d|код\s+(?:доступу|за\s+достъп)|bel[ée]p[ée]si\s+k[óo]d|eri[şs]im\s+kodu|kode\s+akses
                                             + |[åa]tkomstkod|tilgangskode|kod\s+laluan|kode\s+sandi|l[öo]senkod|jelk[óo]d|kodeord|p[äa][äa]sykoodi|heslo|jelsz[óo]|parol[aăe]|l[öo]senord|adgangskode|passord|salasana|[şs]ifre(?:si)?|kata\s+(?:sandi|laluan)
                                             + |m[ậa]t\s+(?:kh[ẩa]u|m[ãa])|m[ãa]\s+(?:truy\s+c[ậa]p|tham\s+gia)|nenosiri|пароль|код\s+доступа|парола|лозинк[аеу]|lozink[aeu]
                                             + |κωδικός(?:\s+πρόσβασης)?|סיסמ(?:ה|א)|קוד\s+גישה|(?:ال)?رمز\s+(?:ال)?(?:مرور|دخول)|كلمة\s+(?:ال)?(?:مرور|سر)|رمز\s+عبور|پاس\s?ورڈ
                                             + |पासकोड|पासवर्ड|পাসকোড|পাসওয়ার্ড|கடவுச்\s?சொல்)(?![\p{L}\p{M}])|(?<!动态)(?<!動態)(?<!一次性)密[码碼]|(?<!ワンタイム)(?:パスコード|パスワード)
                                             + |(?<!일회용)(?<!일회용\s)(?:암호|비밀번호)|รหัสผ่าน
negative   any    meeting.passcode     -5      (?i)(?:{meeting.word})(?:[\p{L}\p{M}\p{N}]{0,40}+[^\p{L}\p{M}\p{N}]){0,24}?(?:{meeting.passcode})[ \t\x{A0}]*(?:(?:is|est|es|é|è|ist|lautet|là|adalah|je|er|är|on|jest|to|είναι)\s+|[:：=]\s*|\s*)
                                             + ['"«“]?(?<code>(?=[A-Za-z]*[0-9\p{Nd}])[A-Za-z0-9\p{Nd}]+)(?![\s\S]{0,120}?{otp.cue})
# ---- negative contexts: what a code's label says before the code ------------------------------
# "Your code to approve the payment of £420.00 to J SMITH (sort code 04-00-04, account ending
# 9021) is 748 309.", "Кодът за потвърждение на теглене на 0,0150 BTC към адрес … е 209 584.",
# "Váš ověřovací kód pro online check-in letu QS 1024 … dne 02.04. je 6620.": a code's label,
# then what the code is for, holding other numbers (amounts, flights, sort codes, accounts), then
# the copula that closes the label's sentence and the code. The numbers in that complement are
# not the code, whatever they look like. The complement starts with a word (a number right after
# the label is the code: "Your code 482913 expires on …"), holds a number, passes no number
# right after a copula ("… is 482913 and your reference is 7712"), and stays in one sentence (a
# dot before a lowercase word or a number ends none: "02.04. je", "Rs. 500"); the code after it
# has four to ten digits, in groups of two to five split by spaces at most (no date), and ends
# the sentence, the line or the message. The match is empty, right after the label (`\K`, then
# the complement in a lookahead), so it hides no keyword ("Кодът за потвърждение", "Kode OTP
# untuk …"); the complement (with the copula) counts as explained text, so the label reaches the
# code across it. For speed: the labels are the words for "code" (OTP, PIN and TAN in capitals
# only, so that "shopping" and "important" do not let the rule run); the complement is read in
# runs without a digit (complement.span), possessively; and a copula is looked for only behind a
# digit (complement.after-copula, its words by length, as a lookbehind needs them), not at every
# space. Latvian's "ir" is a copula only in lowercase ("biletul IR 1741" is a train). Vietnamese
# written without accents spells the copula là as "la" ("OTP cho giao dich the
# 4213 … 349,000 VND la 59204813"). (is-code does not take "la": a branch for it, even behind
# its letters, costs every message with an "l" in it.)
define     complement.label                    (?:c[oó]d|k[oó]d|kood|код|κωδικ|كود|رمز|کد|קוד)[\p{L}\p{M}]*+|(?<![\p{L}\p{M}])(?-i:OTP|PIN|TAN|mã|Mã)(?![\p{L}\p{M}])
define     complement.copula                   (?:is|are|was|ist|lautet|est|es|è|é|são|är|er|jest|je|е|є|είναι|ειναι|este|(?-i:on)|adalah|ialah|là|la|ni|ay|és|yra|(?-i:ir)|هو|هي|הוא|היא|คือ|=|—)
define     complement.after-copula             (?<=(?<![\p{L}\p{M}])(?:е|є|é|è|=|—)\s|(?<![\p{L}\p{M}])(?:is|es|er|je|(?-i:on)|ni|ay|(?-i:ir)|là|la|és|är|هو|هي)\s|(?<![\p{L}\p{M}])(?:are|was|ist|est|são|yra|הוא|היא|คือ)\s
                                             + |(?<![\p{L}\p{M}])(?:jest|este)\s|(?<![\p{L}\p{M}])(?:είναι|ειναι|ialah)\s|(?<![\p{L}\p{M}])(?:lautet|adalah)\s)
define     complement.span                     (?:[^.!?\n\p{Nd}]++|\.(?![ \t\r\n])|\.(?=[ \t]+[\p{Ll}\p{Nd}]))
negative   any    code.complement      -3      (?i)(?:{complement.label})\K(?=(?<code>[ \t\x{A0}]+(?!{complement.copula}(?![\p{L}\p{M}]))\p{L}{complement.span}*+(?!{complement.after-copula})\p{Nd}
                                             + (?:{complement.span}|(?!{complement.after-copula})\p{Nd})*+){complement.after-copula}
                                             + (?:\p{Nd}{4,10}|\p{Nd}{2,5}(?:[ \x{A0}]\p{Nd}{2,5}){1,2})(?![\p{Nd}\-/.,:]\p{Nd})[ \t]*(?:[.,;!)(]|\r?\n|$))
# ---- boosts: the code is pointed at ---------------------------------------------------------------
# Tamil and Bengali name the code first, then "is" and what it is ("7Q4K29 என்பது உங்கள் …
# சரிபார்ப்புக் குறியீடு", "৫৫১৩ হলো আপনার … যাচাই কোড"), and so does Tagalog ("SM4R7K ang iyong …
# registration code").
boost      any    is-code.before-copula 0.3   (?<![A-Za-z0-9\p{Nd}])(?<code>[A-Za-z0-9\p{Nd}]{4,10})(?:\s+(?:என்பது|ஆகும்|হলো|হল)|\s+ang\s+(?:iyong|inyong)|\s*[-–—]\s*(?:இது|உங்கள்))(?![\p{L}\p{M}])
boost      any    is-code              0.3     (?i)(?:(?<![\p{L}\p{M}])(?:is|are|lautet|ist|este|est|es|é|è|adalah
                                             + |ialah|là|är|er|jest|to|je|је|е|ni|ay|és|einai|ine|هو|هي|است(?:\s+از)?|הוא|היא|है|คือ|είναι)(?![\p{L}\p{M}])|[:：=])\s*(?:['"«“「『(\[]\s*)?(?<code>[A-Za-z0-9\p{Nd}])
# A number the rider shows the driver ("[카카오T] 3904 를 기사님께 보여주세요", "doc ma chuyen di 5418 cho
# tai xe", "ஓட்டுநரிடம் சொல்லவும்: 2791", "berikan nombor ini kepada staf kedai: 4429", "کد سفر: 7720 را به
# راننده بگویید"): the ride's or the
# counter's PIN, named by what is done with it rather
# than by a word for a code.
boost      any    show-to-driver       1.0     (?|(?<!\p{Nd})(?<code>\p{Nd}{4,6})\s*[을를]\s*(?:기사님?|드라이버)(?:께|에게)?\s*(?:보여|알려)|(?<!\p{Nd})(?<code>\p{Nd}{4,6})\s+(?i:cho\s+t[àa]i\s+x[ếe])(?![\p{L}\p{M}])
                                             + |ஓட்டுநரிடம்\s+(?:சொல்லவும்|சொல்லுங்கள்|காட்டவும்|காட்டுங்கள்)\s*[:：]?\s*(?<code>\p{Nd}{4,6})(?!\p{Nd})
                                             + |(?i:berikan\s+(?:nombor|kod)\s+ini\s+kepada\s+[^\n:：]{1,30}?[:：])\s*(?<code>\p{Nd}{4,6})(?!\p{Nd})
                                             + |(?<!\p{Nd})(?<code>\p{Nd}{4,6})\s+را\s+به\s+راننده\s+(?:بگویید|بگو|نشان\s+دهید|اعلام\s+کنید))
boost      any    enter-code           0.8     (?i)(?<![\p{L}\p{M}])(?:enter|introdu|type|input|key\s+in|gib|geben\s+sie
                                             + |voer|ange|masukkan|nhập|inserisci|ingrese|ingresa|introduce
                                             + |introduzca|introdueix|introdu[ïi]u|digite|insira|saisissez|entrez|tapez|wpisz|girin
                                             + |indtast|angiv|tast inn|tast|vul\s+(?:dan\s+|hier\s+)?in\s*[:：]|skriv inn|skriv in|sy[öo]t[äa]|sy[öo]tt[äa]m[äa]ll[äa]|zadejte|zadajte|unesite|въведете|adja meg|írja be|ilagay|weka|nhap|ketik|best[äa]tigen\s+mit
                                             + |введите|введіть|أدخل|وارد\s+کنید|הזן|הקלד|εισάγετε|πληκτρολογήστε|दर्ज\s+करें)\s+(?:nambari\s+|(?:\p{Ll}+\s+)?(?:luku|numero)\s+)?(?<code>[A-Za-z0-9\p{Nd}])
# "Enter:" in Chinese or Japanese right before the code ("請在遊戲內輸入：90817"), as enter-code
# weighs "Enter 90817".
boost      any    enter-colon.cjk      0.8     (?:輸入|输入|入力)\s*[:：]\s*(?<code>\p{Nd}{4,8})(?!\p{Nd})
# "Enter" or "use" right before a number and what entering it completes after it, up to six words
# apart ("Nhập 3049 1857 để xác nhận đăng ký", "请输入3049 1857完成身份验证", "Enter 5521 0934 to
# confirm the transfer", "Nutze 5031 97 zur Bestätigung deiner Auszahlung", "Zadajte 5829 v klientovi
# League of Legends na overenie prihlásenia", "Gamitin ang 31-77-90 para ma-approve", "Voer 8390 in
# om in te loggen", "Unesite 7712 da potvrdite", "请输入 48 20 71 完成验证", "使用 819264 完成企业身份验证",
# "Folosește 1 5 0 9 4 3 ca să confirmi dispozitivul nou", "Unesite K9W3 da potvrdite", "請於付款頁輸入
# ３９０６ 完成綁定"): the message asks for the
# number, even with no word for a code.
boost      any    enter-to-confirm     1.0     (?i)(?:(?<![\p{L}\p{M}])(?:enter|nhập|nhap|masukkan|ilagay|gamitin\s+ang|nutze|verwende|zadajte|zadejte|introdu|introdueix|introduce[țţt]i|unesite|unesi|voer|skriv|ingiza|tumia|введите|folose[șşs]te|folosi[țţt]i|הזן(?:/י)?\s+את|הקלד(?:/י)?\s+את|καταχ[ωώ]ρ[ιί]σ(?:ε|τε)(?:\s+το)?|πληκτρολ[οό]γησε(?:\s+το)?|πληκτρολογ[ήη]στε(?:\s+το)?|εισ[αά]γετε(?:\s+το)?)\s+|请输入|請輸入|请回复|請回覆|使用|(?:請|请)(?:於|于|在)[^\n，。,\p{Nd}]{1,8}?(?:輸入|输入)|(?:กรอก|ใช้)\s*)\s*(?<code>\p{Nd}{4,10}|\p{Nd}{3,4}(?:[ \x{A0}]\p{Nd}{2,4}){1,2}|\p{Nd}{2}(?:-\p{Nd}{2}){2,4}|\p{Nd}{2}(?:[ \x{A0}]\p{Nd}{2}){2,4}|\p{Nd}(?:[ \x{A0}]\p{Nd}){3,9}|\p{Nd}{2}[ \x{A0}]\p{Nd}{2}|(?-i:(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{4,8}))(?![\p{Nd}A-Za-z])
                                             + (?:\s+[\p{L}\p{M}'’]+){0,6}?\s*(?:(?:to|để|de|untuk|upang|para)\s+(?:confirm|verify|complete|activate|x[áa]c\s+(?:nh[ậa]n|th[ựu]c|minh)|ho[àa]n\s+t[ấa]t|k[íi]ch\s+ho[ạa]t|li[êe]n\s+k[ếe]t|(?:meng)?konfirmasi|verifikasi|aktivasi|kumpirmahin)|完成|以完成|來完成|来完成|进行|進行|以驗證|以验证|(?:เพื่อ)?ยืนยัน
                                             + |zur\s+(?:best[äa]tigung|verifizierung|freigabe|anmeldung)|zum\s+(?:best[äa]tigen|freigeben|anmelden|einloggen)|(?:na|pro|pre|k)\s+(?:overeni[eu]|ov[ěe][řr]en[íi]|potvrzen[íi]|potvrdeni[eu])
                                             + |pentru\s+(?:a\s+(?:te\s+|v[ăa]\s+)?)?(?:autentifica|confirma|verifica|conecta|autentificare|confirmare|verificare)|ca\s+s[ăa]\s+(?:confirmi|confirma[țţt]i|te\s+conectezi|v[ăa]\s+conecta[țţt]i)|para\s+(?:ma-?|i-?)?(?:approve|aprubahan|kumpirmahin|verify|beripika)
                                             + |per\s+(?:autoritzar|confirmar|verificar|validar)|da\s+(?:potvrdite|potvrdiš|verifikujete)|om\s+(?:in\s+te\s+loggen|te\s+bevestigen|te\s+verifi[eë]ren)|כדי\s+(?:לאשר|לאמת)|for\s+å\s+(?:bekrefte|verifisere|logge\s+inn)|ku(?:kamilisha|thibitisha)|για\s+να\s+(?:επιβεβαι[ωώ]σ|ολοκληρ[ωώ]σ|επαληθε[υύ]σ|συνδεθ)\p{L}*|для\s+подтверждени\p{L}*)
# The number first and "enter" after it, as Korean and Japanese put it ("본인확인을 위해 1850 을
# 입력해 주세요", "승인번호 6602918437 를 입력하세요", "承認には 93 61 08 を入力してください"), and Hindi
# ("कृपया 5591 दर्ज करके … सत्यापित करें") and Tamil ("உறுதிப்படுத்த 471-936 ஐ உள்ளிடவும்").
boost      any    enter-after          1.0     (?<![\p{Nd}])(?<code>\p{Nd}{4,10}|\p{Nd}{3,4}(?:[ \x{A0}\-]\p{Nd}{2,4}){1,2}|\p{Nd}{2}(?:[ \x{A0}]\p{Nd}{2}){2,4}|\p{Nd}{2}(?:\.\p{Nd}{2}){2,4})\s*(?:[을를]\s*(?:[^\n.。\p{Nd}]{0,12}?\s)?입력|を入力|दर्ज\s+कर|ஐ\s+உள்ளிட)
# A code that opens the message, named at the end of its sentence in Hindi ("A7K29Q ICICI iMobile
# पर नया डिवाइस पंजीकृत करने का कोड है।"): the verb comes last, so no "is" follows the code.
boost      any    code-first.hi        0.5     \A\s*(?<code>[A-Za-z0-9]{4,10})(?![A-Za-z0-9])[^।\n.!?]{0,80}?\s(?:का|की)\s+(?:कोड|ओटीपी|OTP|पासवर्ड)\s+है
# What entering a number completes, then "enter" and the number, in one sentence ("Για ενεργοποίηση
# του πακέτου 10GB με 12€ πληκτρολογήστε 8093", "para ativar o cartão de R$ 2.500,00 digite 33-09-12"):
# enter-to-confirm with the purpose first ("כדי לאשר את המספר החדש הזן 7QK3", "सत्यापित करने के लिए दर्ज
# करें: ४७२८", "For å fullføre påloggingen (ansattnr. 1182) oppgir du 946 027", "For å legge til ny
# mottaker, tast 31904726 i nettbanken"). A dot ends the
# sentence unless a digit follows it, maybe after a space.
boost      any    purpose-then-enter   1.0     (?i)(?<![\p{L}\p{M}])(?:για\s+(?:την\s+)?(?:ενεργοποίηση|επιβεβαίωση|επαλήθευση|έγκριση)|to\s+(?:confirm|verify|activate|complete|approve|authori[sz]e)|для\s+(?:подтверждения|підтвердження)|לאישור|לאימות|לכניסה|להתחברות|להשלמת|כדי\s+ל(?:אשר|אמת|התחבר|היכנס)|bel[ée]p[ée]shez|bejelentkez[ée]shez|meger[őo]s[íi]t[ée]s[ée]?hez|aktiv[áa]l[áa]s[áa]hoz|ellen[őo]rz[ée]s[ée]hez|hiteles[íi]t[ée]s[ée]hez|j[óo]v[áa]hagy[áa]s[áa]hoz|vissza[áa]ll[íi]t[áa]s[áa]hoz|regisztr[áa]ci[óo]hoz|for\s+å\s+(?:fullføre|logge\s+inn|bekrefte|godkjenne|legge\s+til)|for\s+at\s+(?:godkende|bekræfte|tilføje|logge\s+ind)|(?:सत्यापित|पुष्टि|लॉग\s?इन)\s+करने\s+के\s+लिए
                                             + |kuthibitisha|ili\s+kuingia|zum\s+(?:login|einloggen|anmelden)|zur\s+(?:anmeldung|best[äa]tigung|verifizierung)|για\s+να\s+(?:ολοκληρώσεις|ολοκληρώσετε|συνδεθείς|συνδεθείτε|επιβεβαιώσεις)|para\s+(?:confirmar|verificar|ativar|activar|validar)|pour\s+(?:confirmer|valider|activer)|per\s+(?:completare|confermare|verificare)|f[öo]r\s+att\s+(?:logga\s+in|bekr[äa]fta|verifiera|koppla))(?![\p{L}\p{M}])(?:[^.\n]|\.(?=\.?\s?\p{Nd})){0,60}?(?<![\p{L}\p{M}])
                                             + (?:enter|type|πληκτρολογήστε|εισάγετε|ingiza|ingresa|ingrese|introduce|digite|insira|saisissez|entrez|введите|введіть|skriv\s+in|הקלד(?:/י)?|הזן(?:/י)?|הזינו|הקלידו|הקישו|tumia|πληκτρολόγησε|geben\s+sie\s+(?:bitte\s+)?|दर्ज\s+करें|[íi]rja\s+be|[íi]rd\s+be|adja\s+meg|add\s+meg|oppgir\s+du|oppgi|tast(?:\s+inn)?|indtaste?|digita|inserisci)\s*(?:nambari\s+|ezt\s*)?[:：]?\s*
                                             + (?<code>\p{Nd}{4,10}|\p{Nd}{3,4}(?:[ \x{A0}]\p{Nd}{2,4}){1,2}|\p{Nd}{2}(?:[\-.]\p{Nd}{2}){2,4}|(?-i:(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{4,8}))(?![\p{Nd}A-Za-z])
# A verb for confirming, what is confirmed and "with" the code ("Confirm your phone number with
# 6038", "Bekræft dit telefonnummer med 6038", "Thibitisha nambari yako ya simu kwa nambari 9057"):
# the verb asks for the code, however far the object puts it. "With" is asked for in a double
# negative lookahead, which the gate does not wait for: waiting for every "with" cost more than
# running the rule wherever the verb stands.
boost      any    confirm-with         0.5     (?i)(?<![\p{L}\p{M}])(?:confirm|bekr[æe]ft|bekreft|bekr[äa]fta|bevestig|vahvista|thibitisha)(?:\s+(?:[\p{L}\p{M}'’\-]+|\p{Nd}{1,6}(?:[.,]\p{Nd}{1,4})?)){1,5}?\s+(?!(?!(?:with|med|met|using|avulla|kwa)\s))\p{L}+\s+(?:nambari\s+)?(?<code>[A-Za-z0-9\p{Nd}])
# "Verification code for your booking: 418230": the booking word is what the code is for, and
# the colon hands the number after it to the code, cancelling `reference` ("OTP for your order
# 7712 is …" has no colon and stays a reference). A separate rule, so `reference` stays cheap.
boost      any    code-for-label       3.5     (?i)(?<![\p{L}\p{M}])(?:(?:code|otp|pin|c[oó]digo|codice|(?:engangs)?koden?)(?:\s+(?:di|de)\s+\p{L}+)?\s+(?:for\s+(?:at|å)\s+\p{L}+|til\s+at\s+\p{L}+|for|to\s+confirm|para|pour|f[üu]r|per)|k[óo]d pr[eo])\s+
                                             + (?:(?:your|the|tu|su|votre|ihre|deine|la|il|tuo|sua|din|dit|va[šs]e|tvoje|rodi[čc]ovsk[ée])\s+){0,2}(?:booking|reservation|order|trip|stay|ticket|account|konto|[úu][čc]et
                                             + |appointment|request|reserva|pedido|viaje|r[ée]servation|commande|buchung|bestellung|reise
                                             + |termin|prenotazione|ordine|viaggio|ordre)\s*[:：]\s*(?<code>[\p{Nd}A-Za-z])
# Japanese asks for "the following code" and hands it over after the sentence ("次のコードを入力して
# ください。 A8F3K2"): the sentence's end comes between the word and the code.
boost      any    enter-following.ja   0.5     (?:以下|下記|次)の(?:番号|数字|コード|パスワード)を[^。\n\p{Nd}]{0,20}入力(?:して)?(?:ください|下さい)[。．：:\s\x{3000}]*(?<code>[A-Za-z0-9０-９Ａ-Ｚ]{4,10})(?![A-Za-z0-9０-９Ａ-Ｚ])
# A code of digits (in groups of digits, spaces or hyphens) that ends its line, as enter-code-below
# and code-is-below take it: its first digit.
define     code.digits-alone                   (?<code>\p{Nd})(?=[\p{Nd} \-]{2,14}(?:\r?\n|$))
# A sentence that asks to enter a code and ends in a colon, and the code alone on a line below it
# ("Ilagay ang code na ito para ma-verify ang iyong Lazada account:\n\n  308-551", "Enter this
# code to verify your account:", "A verification code was requested to access your account:",
# "è stato richiesto un codice di verifica per accedere al tuo account:"): the colon hands the
# code over, cancelling `reference` (the sentence ends in "account"). Digits only: a promo code
# set apart the same way has letters.
boost      any    enter-code-below     3.5     (?i)(?:(?<![\p{L}\p{M}])(?:enter|input|requested|richiest[oa]|solicitad[oa]|angefordert|aangevraagd|ilagay|masukkan|nh[ậa]p|introduce|introduzca|introdueix|introdu[ïi]u|ingresa|ingrese|digite|insira
                                             + |saisissez|entrez|inserisci|geben\s+sie|wpisz|girin|введите|введіть|въведете|ingiza)(?![\p{L}\p{M}])[^\n:：]{0,100}?(?<![\p{L}\p{M}])(?:code
                                             + |kode|c[oó]digo|codice|kod|kodu|mã|код|otp|pin|nambari)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:code|c[oó]digo|codice)(?![\p{L}\p{M}])[^\n:：]{0,30}?(?<![\p{L}\p{M}])(?:requested|solicitad[oa]|angefordert|aangevraagd)(?![\p{L}\p{M}]))
                                             + [^\n:：]{0,80}[:：][ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*{code.digits-alone}
# A code said to be below, then alone on a line of its own a line or two further down ("Your Duo
# passcode for weblogin is below. It's valid for 60 seconds.\n\n3 1 4 9 2 0 7", "Votre code est
# ci-dessous"): the sentence points at it as a colon would. Digits only, as enter-code-below.
boost      any    code-is-below        1.0     (?i)(?<![\p{L}\p{M}])(?:passcode|code|c[oó]digo|codice|pin|otp)(?![\p{L}\p{M}])[^\n.]{0,60}?\s(?:is|est|es|ist|é|è)\s+(?:below|ci-dessous|abajo|a\s+continuaci[oó]n|unten|abaixo|qui\s+sotto|di\s+seguito)(?![\p{L}\p{M}])
                                             + [^\n]{0,80}\r?\n(?:[ \t]*\r?\n){0,2}[ \t]*{code.digits-alone}
# The same with a code of letters and digits, when the sentence says the code is for signing in,
# accessing or verifying ("Use o código abaixo para entrar no Portal do Aluno:\n\nHTX-4829", "Use
# the code below to sign in:\n\nK4P-7ZQ"): a promo code set apart below a sentence is for a
# purchase, not for signing in. Such a sentence may also hand over the code on its own line,
# ending it ("Gamitin ang code na ito para mag-log in sa iyong Lazada account: 5093").
boost      any    code-below-to-sign-in 5.0    (?i)(?<![\p{L}\p{M}])(?:use|usa|utilize|utiliza|utilisez|verwenden\s+sie|nutze|enter|digite|insira|introduza|ingrese|ingresa|gamitin
                                             + |saisissez|entrez|inserisci|geben\s+sie|gunakan|masukkan)(?![\p{L}\p{M}])[^\n:：]{0,40}?(?<![\p{L}\p{M}])(?:code|c[oó]digo|codice|kode)(?![\p{L}\p{M}])[^\n:：]{0,60}?
                                             + (?<![\p{L}\p{M}])(?:sign\s+in|log\s+in|login|access|verify|entrar|acessar|acceder|iniciar\s+sesi[oó]n|verificar|vous\s+connecter|acc[ée]der
                                             + |anmelden|einloggen|accedere|masuk)(?![\p{L}\p{M}])[^\n:：]{0,80}[:：][ \t]*(?:\r?\n(?:[ \t]*\r?\n)*[ \t]*)?(?<code>[A-Za-z0-9])(?=[A-Za-z0-9\-]{3,14}[ \t]*(?:\r?\n|$|[.!](?:\s|$)))
boost      any    use-code             0.4     (?i)(?<![\p{L}\p{M}])(?:use|gebruik|använd|bruk|brug|gunakan|dùng|usa
                                             + |utilice|utiliza|verwende|nutze|utilisez|użyj|kullanın|kullanin
                                             + |используйте|використайте|استخدم|χρησιμοποιήστε(?:\s+το)?)\s+(?<code>[A-Za-z0-9\p{Nd}])
# "Use 3807 to sign in", "Nutze 3807, um dich anzumelden": a number to use for logging in, or
# for approving or confirming something ("Use 58204731 to approve the $1,249.00 transfer", "Usa
# 482913 para aprobar el pago"), in the same sentence, is the code, even with no word for "code".
# "log in" and "sign in" are spelled with a plain space so that the gate looks for "login",
# "log in" … rather than "for" or "log".
boost      any    use-to-sign-in       0.8     (?i)(?<![\p{L}\p{M}])(?:use|gebruik|vul|tast|въведете|zadajte|zadejte|introdu|använd|bruk|brug|gunakan|ketik|usa|utilice|utiliza|utilitza|verwende|verwenden\s+sie
                                             + |nutze|nutzen\s+sie|utilisez|utilise|użyj|kullanın|kullanin|χρησιμοποιήστε(?:\s+το)?)\s+(?<code>[A-Za-z0-9\p{Nd}])(?:[^.!?\n]|[.](?!\s)){0,50}?
                                             + (?<![\p{L}\p{M}])(?:to\s+(?:log|sign)(?: ?)in|for\s+(?:log(?:ging)?|sign(?:ing)?)(?: ?)in|anzumelden|einzuloggen
                                             + |pour\s+(?:vous|te)\s+connecter|para\s+(?:iniciar\s+sesi[oó]n|entrar|acceder|ingresar)|per\s+accedere|per\s+(?:iniciar\s+sessi[óo]|entrar|accedir)
                                             + |om\s+in\s+te\s+loggen|f[öo]r\s+att\s+logga\s+in|for å logge (?:inn|på)|for at logge (?:ind|på)|aby\s+si[ęe]\s+zalogowa[ćc]|untuk\s+masuk
                                             + |to\s+(?:approve|confirm|authori[sz]e|verify|validate|view|access)|f[öo]r\s+att\s+(?:se|visa)|for\s+at\s+se|for\s+å\s+se|pour\s+(?:consulter|acc[ée]der)|para\s+(?:consultar|ver)|zu\s+(?:best[äa]tigen|genehmigen|autorisieren)|freizugeben
                                             + |pour\s+(?:valider|confirmer|approuver|autoriser)|para\s+(?:aprobar|aprovar|confirmar|autorizar|validar)
                                             + |per\s+(?:approvare|confermare|autorizzare)|te\s+bevestigen|goed\s+te\s+keuren|te\s+koppelen|to\s+link|f[öo]r\s+att\s+(?:godk[äa]nna|bekr[äa]fta)
                                             + |aby\s+(?:zatwierdzi[ćc]|potwierdzi[ćc]|autoryzowa[ćc])|за\s+да\s+потвърдите|na\s+potvrdenie|for\s+å\s+låse\s+opp|f[öo]r\s+att\s+l[åa]sa\s+upp|for\s+at\s+l[åa]se\s+op|k\s+potvrzen[íi]|pentru\s+a\s+confirma|για\s+να\s+(?:επιβεβαιώσετε|επαληθεύσετε|συνδεθείτε)|untuk\s+(?:menyetujui|mengonfirmasi|konfirmasi|memverifikasi|verifikasi))(?![\p{L}\p{M}])
# "Your one-time code for the purchase of 350.00 SAR at … with the card ending in 6603 is
# 28609815": the code keyword opens the sentence and "is" hands over the number at its end,
# however much is said in between (amounts and dates keep their dots: only a dot before a
# space ends the sentence, and not before a digit, "polizza n. 1/39281/77 è K9T4PZ"; a time's
# colon, "06:20", none, nor an abbreviation's dot, "ул. Тверская", "(No. Rujukan …)"). What "is"
# hands over holds a digit ("ABX-472"): "la polizza" is no code.
# Swahili says "ni" ("msimbo wa kubadilisha tiketi KM7R2P (KA 412, …) ni 2983"); Ukrainian and
# Russian a dash ("код доступу … учня 7-Б класу — T4W8Z1"); Thai, written without spaces, คือ
# ("รหัสยืนยันการลงทะเบียนพร้อมเพย์ด้วยเลขบัตรประชาชน คือ 5928130476").
boost      any    code-is-late         0.7     (?i)(?<![\p{L}\p{M}])(?:(?:(?:verification|security|one[-\s]?time|confirmation)\s+code|otp|passcode
                                             + |(?:ال)?(?:رمز|كود)\s+(?:ال)?(?:تحقق|تفعيل|دخول|تأكيد)|c[oó]digo\s+de\s+(?:verificaci[oó]n|seguridad|verifica[cç][aã]o|seguran[cç]a)
                                             + |code\s+de\s+(?:v[ée]rification|s[ée]curit[ée]|confirmation)|code\s+à\s+usage\s+unique|k[óo]d\s+na\s+(?:overenie|potvrdenie)|k[óo]d\s+pro\s+ov[ěe][řr]en[íi]
                                             + |m[ãa]\s+x[áa]c\s+(?:nh[ậa]n|th[ựu]c)|codice\s+(?:otp|di\s+verifica|di\s+sicurezza)|kod\s+otp|koden\s+til\s+at\s+\p{L}+|nip\s+de\s+verificaci[oó]n|κωδικός\s+(?:για|επιβεβαίωσης)|msimbo|код\s+2fa|код\s+(?:для\s+)?(?:доступу|доступа|підтвердження|подтверждения))(?![\p{L}\p{M}])|รหัสยืนยัน|รหัส\s?OTP)(?:[^.!?\n:：]|[.](?!\s)|[.](?=\s[0-9])|(?<=\sул|\sNo|\sno|\(No)[.]|(?<=[0-9]):(?=[0-9]{2}(?![0-9]))){12,200}?
                                             + (?<![\p{L}\p{M}])(?:is|هو|هي|es|est|é|è|je|là|la|ni|er|είναι|ialah|adalah|คือ|[—–])\s+(?<code>(?=[A-Za-z]*[\-\s]?[0-9\p{Nd}])[A-Za-z0-9\p{Nd}])
# A booking's shape that a verification or security code's name hands over in its own clause ("tu
# código de verificación para Iberia Plus es 3F8K2Q. Reserva 7ZXK4P, vuelo IB3166", "Din
# säkerhetskod för EuroBonus-inloggning är 7XQ4P2. Bokning 6K9LZM", "קוד אימות לחשבון Matmid שלך:
# A9K3T7. … טיסה LY001"): that code, not the journey's reference, so it outweighs both shape guesses
# (pnr.shape-travel-before and -after, "Cod confirmare anulare bilet: 3Q8K7M. Tren IR 1745"). A rule
# of its own that the gate runs only where such a name stands.
boost      any    verify-label.shape   8.0     (?i){otp.verify-label}(?:[^.\n。:：]|\.(?=\s\p{Nd})){0,40}?(?:(?<![\p{L}\p{M}])(?:is|es|est|é|è|ist|lautet|je|är|er|on|jest|είναι)|[:：])\s*(?<code>{pnr.shape})
# A booking's shape after "use code" and before "to sign in" ("gebruik code 7HX2Q9 om in te loggen
# op Flying Blue. Je boeking …"): that code, not the journey's reference, so it outweighs both
# shape guesses as verify-label.shape does. (The same shape named first, "V7K2M9 és el teu codi",
# would need a rule that starts at every capital and digit: 6 M instructions on the lines.)
boost      any    use-code.shape       8.0     (?i)(?<![\p{L}\p{M}])(?:use|gebruik|usa|utilisez|utilice|utiliza|verwende|verwenden\s+sie|använd|bruk|brug)\s+(?:the\s+|de\s+|el\s+|le\s+|den\s+|il\s+|o\s+)?(?:code|codi|c[oó]digo|codice|kode|koden|kod)\s+(?<code>{pnr.shape})\s+(?:to|om|pour|para|per|um|för\s+att|for\s+(?:at|å))\s+(?:\p{L}+\s+){0,2}?(?:log|sign|inloggen|loggen|connecter|iniciar|accedere|entrar|anmelden|einloggen|logga|logge)
# ---- message-wide context ------------------------------------------------------------------
context    any    marketing            -0.6    (?i)(?<![\p{L}\p{M}])(?:sale|deal|discount|promo|coupon|cashback
                                             + |free\s+shipping|offer|shop\s+now|profitez|soldes|r[ée]duction
                                             + |rebajas|descuento|oferta|promo[cç][aã]o|desconto|angebot
                                             + |rabatt|sconto|offerta|korting|aanbieding|rabat|promocja
                                             + |rea|erbjudande|indirim|kampanya|diskon|promosi|gi[ảa]m\s+gi[áa]|slev[aouy]|z[ľl]av[aouy]
                                             + |kedvezm[ée]ny\p{L}*|akci[óo]|alennus\p{L}*|tarjous|reducere
                                             + |khuy[ếe]n\s+m[ãa]i|скидк\p{L}*|акци(?:я|ю|и|ей)|знижк\p{L}*|عروض|عرض
                                             + |خصم|تخفیف|کیش\s?بیک|הנחה|מבצע|ऑफ़र|छूट|कैशबैक|অফার|ছাড়|ক্যাশব্যাক|ส่วนลด|โปรโมชั่น
                                             + |εκπτώσ\p{L}*|προσφορά)(?![\p{L}\p{M}])
context    any    marketing.cjk        -0.6    (?:优惠|優惠|折扣|促销|クーポン|セール|割引|할인|쿠폰|이벤트)
context    any    percent              -0.5    (?:\p{Nd}\s?[%٪％]|[%٪％]\s?\p{Nd})
# A bill: an amount with its currency anywhere in the message, and a date to pay by ("ครบกำหนดชำระ
# 25/11/2567", "vence el 10/12", "fällig am 15.12.", "hạn thanh toán 25/11", "납기일 12월 25일",
# "请于12月10日前缴费"). The numbers a bill carries are its customer's, meter's, contract's or
# account's, whatever word names them ("รหัสเครื่องวัด 012004871", "код абонента", "고객코드",
# "Account code: 88120045"); a one-time code that comes with a bill (to pay it) is named as one,
# and a one-time code's word outweighs the penalty. A payment date, not an expiry: a code
# expires in minutes or at a time of day ("vence en 5 minutos", "valid until 14:35"), a bill on
# a calendar day, so the date has a separator between day and month, or is written with 月 and
# 日. Anchored at the start, so that the amount is looked for once, on either side of the date;
# the words of a phrase are joined by {blank}, so that the gate waits for "pay by", not "pay".
define     bill.amount                         (?:[$€£¥₹₩₽₺₫฿₪₦₱৳]|(?<![\p{L}\p{M}])(?:rp|rs|inr|usd|eur|nt\$|php|ksh|kes|tsh|rm|p)\.?)\s?\p{Nd}|\p{Nd}[\p{Nd},.\x{A0}٬]{0,12}\s?(?:[$€£¥₹₩₽₺₫฿₪৳]
                                             + |(?:บาท|đ|đồng|dong|vnd|руб\p{L}*|грн|лв|лева|zł|kr|kč|ft|lei|tl|din|дин\p{L}*|ريال|ریال|تومان|درهم|روپے|ksh|tsh|rs|eur|euros?|usd|sek|nok|dkk|czk|huf|pln|ron|try|rsd|bgn|uah|rub)(?![\p{L}\p{M}])|元|円|원)
define     bill.due-word                       (?<![\p{L}\p{M}])(?:due(?:{blank}(?:date|on|by))?|pay(?:ment)?{blank}(?:by|before|until)|payable{blank}(?:by|before|on)
                                             + |vence(?:{blank}(?:el|em))?|vencimento|vencimiento|venciment|fecha{blank}l[íi]mite(?:{blank}de{blank}pago)?|data{blank}l[íi]mit[ea](?:{blank}de{blank}pagamento)?|pagar{blank}(?:antes{blank}del?|at[ée])
                                             + |[ée]ch[ée]ance|[àa]{blank}(?:r[ée]gler|payer){blank}avant(?:{blank}le)?|date{blank}limite(?:{blank}de{blank}paiement)?|scadenza|scade{blank}il|da{blank}pagare{blank}entro(?:{blank}il)?
                                             + |f[äa]llig(?:{blank}(?:am|bis|zum))?|zahlbar{blank}bis(?:{blank}zum)?|zahlungsfrist|vervaldatum|te{blank}betalen{blank}(?:v[óo][óo]r|uiterlijk)|uiterlijk{blank}betalen
                                             + |termin{blank}p[łl]atno[śs]ci|p[łl]atne{blank}do|zap[łl]a[ćc]{blank}do|splatnost\p{L}*|splatn[ée]{blank}do|fizet[ée]si{blank}hat[áa]rid[őo]|befizet[ée]si{blank}hat[áa]rid[őo]
                                             + |er[äa]p[äa]iv[äa]\p{L}*|f[öo]rfallodag\p{L}*|f[öo]rfaller|betalas{blank}senast|forfald\p{L}*|forfall\p{L}*|betales{blank}senest|scaden[țţt]\p{L}*|termen{blank}de{blank}plat[ăa]
                                             + |son{blank}[öo]deme(?:{blank}tarihi)?|vade{blank}tarihi|jatuh{blank}tempo|(?:sila{blank})?bayar{blank}sebelum|tarikh{blank}akhir|h[ạa]n{blank}(?:thanh{blank}to[áa]n|n[ộo]p)|thanh{blank}to[áa]n{blank}tr[ưu][ớo]c
                                             + |оплатит[еь]{blank}до|срок{blank}оплаты|сплатити{blank}до|термін{blank}оплати|падеж|срок{blank}за{blank}плащане|rok{blank}pla[ćc]anja|рок{blank}плаћања|λήγει(?:{blank}στις)?|προθεσμία{blank}πληρωμής
                                             + |לתשלום{blank}עד|מועד{blank}(?:ה)?תשלום|آخر{blank}موعد{blank}(?:لل)?سداد|تاريخ{blank}الاستحقاق|مستحق(?:ة)?(?:{blank}في)?|مهلت{blank}پرداخت|سررسید|آخری{blank}تاریخ|देय{blank}तिथि|अंतिम{blank}तिथि
                                             + |শেষ{blank}তারিখ|கடைசி{blank}தேதி|(?:kulipwa|lipa){blank}kabla{blank}ya|tarehe{blank}ya{blank}mwisho|bayaran{blank}bago)(?![\p{L}\p{M}])
                                             + |ครบกำหนดชำระ|กำหนดชำระ|ชำระภายใน|ชำระก่อน|缴费期限|繳費期限|缴费截止|繳費截止|到期日|请于|請於|お支払い?期限|支払期限|払込期限|납기일|납부\s?기한|납부\s?마감
define     bill.month                          (?:jan|fe[bv]|f[ée]v|m[aä]r|apr|abr|avr|ma[iy]|mag|mei|ju[nl]|jui|giu|lug|aug|ag[ot]|ao[uû]|se[pt]|o[ck]t|out|ott|nov|d[eé][cz]|dic|des)\p{L}*\.?
define     bill.date                           (?:\p{Nd}{1,4}[./\-]\p{Nd}{1,2}(?![\p{Nd}:])|\p{Nd}{1,2}\s*(?:月|월)\s*\p{Nd}{1,2}\s*(?:日|일)|{bill.month}\s+\p{Nd}{1,2}(?![\p{Nd}:])
                                             + |\p{Nd}{1,2}\.?\s+(?:de\s+)?{bill.month}(?![\p{L}\p{M}]))
context    any    bill                 -1.0    (?i)\A(?=[\s\S]{0,3000}?(?:{bill.amount}))[\s\S]{0,3000}?(?:{bill.due-word})[^\n\p{Nd}]{0,20}?{bill.date}
# A welcome to a hotel or a flat with its Wi-Fi ("Benvinguts a l'Hotel Arts! Habitació 1512. Xarxa:
# Arts_Guest … Caixa forta: codi inicial 1234", "Vítejte v Praze! Vstupní kód do domu 4711 … Wi-Fi:
# Vinohrady123"): a stay's information sheet, whose codes open doors, gates and safes for the whole
# stay. A code for signing in still outweighs it: its word and shape score well above one.
define     stay.welcome-word                   (?<![\p{L}\p{M}])(?:welcome|willkommen|bienvenu\p{L}*|bienvenid[oa]s?|benvingut\p{L}*|benvenut\p{L}*|bem-vind\p{L}*|boas-vindas|welkom|velkommen|velkomen
                                             + |v[äa]lkommen|tervetuloa|witamy|v[íi]tejte|vitajte|dobrodo[šs]l\p{L}*|добро\s+пожаловать|ласкаво\s+просимо|добре\s+дошли|ho[şs]\s+geldin\p{L}*|selamat\s+datang
                                             + |maligayang\s+pagdating|karibu|[üu]dv[öo]z[öo]lj[üu]k|bine\s+a[țţti]+\s+venit|καλώς\s+ήρθατε|ברוכים\s+הבאים|مرحب\p{L}*|خوش\s+آمدید|स्वागत|স্বাগতম
                                             + |chào\s+mừng|ch[àa]o\s+m[ừu]ng)(?![\p{L}\p{M}])|ยินดีต้อนรับ|歡迎|欢迎|ようこそ|환영합니다
context    any    stay.welcome         -1.0    (?i)\A(?=[\s\S]{0,3000}?(?<![\p{L}\p{M}])(?:wi-?fi|wlan)(?![\p{L}\p{M}]))[\s\S]{0,3000}?(?:{stay.welcome-word})
"""#
}
