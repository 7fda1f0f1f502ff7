import Testing
@testable import OTPFill

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("<p>Your code</p><p>481516</p>", "Your code\n481516"),
        ("<table><tr><td>4</td><td>8</td><td>1</td><td>5</td><td>1</td><td>6</td></tr></table>", "481516"),
        ("<td>4</td>\n<td>8</td>\n<td>1</td>\n<td>5</td>", "4815"),
        ("<span>4</span> <span>8</span> <span>1</span> <span>5</span> <span>1</span> <span>6</span>", "481516"),
        ("Code: <b>48</b>1516", "Code: 481516"),
        ("<td>Code:</td><td>481516</td>", "Code: 481516"),
        ("<p>Page <a>1</a> <a>2</a> <a>3</a></p>", "Page 1 2 3"),
        ("a<br>b<br/>c", "a\nb\nc"),
        ("4&#8203;8&zwnj;1&zwj;5&shy;1&#xFEFF;6&#x2060;", "481516"),
        ("x&nbsp;&nbsp;&nbsp;y", "x y"),
        ("&amp;&lt;&gt;&quot;&apos;&copy;&reg;&trade;&hellip;&mdash;&ndash;&laquo;&raquo;&euro;&pound;&yen;", "&<>\"'©®™…—–«»€£¥"),
        ("&#150; &#128; &#0; &#x110000; &#xD800;", "– € \u{FFFD} \u{FFFD} \u{FFFD}"),
        ("&copy2024 &amp &unknown; & alone &#; &#x;", "©2024 & &unknown; & alone &#; &#x;"),
        ("<head><title>111111</title><style>p{}</style></head><body>ok</body>", "ok"),
        ("<script>if (a < b) { x = '</scr' + 'ipt>' }</script>ok", "ok"),
        ("<!--[if mso]><td>777777</td><![endif]-->ok<!-- 555555 -->", "ok"),
        ("<![if !mso]>shown<![endif]>", "shown"),
        ("<div style=\"display: none\">999999</div>ok", "ok"),
        ("<div style='DISPLAY:NONE'>999999</div>ok", "ok"),
        ("<div style=\"max-height:0px;overflow:hidden\">999999</div>ok", "ok"),
        ("<div style=\"max-height:0.5em\">shown</div>", "shown"),
        ("<span style=\"visibility:hidden\">999999</span>ok", "ok"),
        ("<span style=\"opacity:0\">999999</span>ok <span style=\"opacity:0.9\">yes</span>", "ok yes"),
        ("<p hidden>999999</p>ok", "ok"),
        ("<div style=\"display:none\"><p>999<div>999</div></p></div>ok", "ok"),
        ("<p>one<p>two<ul><li>three<li>four</ul>", "one\ntwo\nthree\nfour"),
        ("plain < text > here", "plain < text > here"),
        ("<!DOCTYPE html><?xml x?>text", "text"),
        ("unterminated <!-- comment 123", "unterminated"),
        ("<a href=\"https://x.example/?code=123456\">Sign in</a>", "Sign in"),
        ("<img src=x alt=\"Logo 123\">text", "text"),
        ("<o:p>4</o:p><o:p>8</o:p><o:p>1</o:p><o:p>5</o:p>", "4815"),
    ])
    func visibleText(html: String, expected: String) {
        #expect(HTMLText.text(fromHTML: html) == expected)
    }

    @Test func deepNestingAndHostileMarkupStayLinear() {
        let clock = ContinuousClock()
        let inputs = [
            String(repeating: "<div>", count: 200_000) + "481516" + String(repeating: "</div>", count: 200_000),
            String(repeating: "</p></span>", count: 100_000),
            String(repeating: "<a title=\"", count: 100_000),
            String(repeating: "<!-", count: 100_000),
            String(repeating: "&#x", count: 100_000) + String(repeating: "&amp", count: 100_000),
            String(repeating: "<script>", count: 100_000),
            String(repeating: "<td>1", count: 100_000),
        ]
        for input in inputs {
            let elapsed = clock.measure { _ = HTMLText.text(fromHTML: input) }
            #expect(elapsed < .seconds(10), "\(input.prefix(20)) took \(elapsed)")
        }
        #expect(HTMLText.text(fromHTML: inputs[0]) == "481516")
    }
}
