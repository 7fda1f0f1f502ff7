import Testing
@testable import OTPFill

/// The acceptance bound (``ExtractionOptions/winnerOnly``) may drop candidates under the
/// threshold but must never change the winner.
@Suite struct AcceptanceBoundTests {
    static let extra = [
        "481516", "  481516 \n", "481516.", "Use 4815 now", "enter 4815", "Enter 481516 to continue",
        "K7PQ2X", "Your order 12345678 has shipped on 12/05/2026.", "Call 555-123-4567 today",
        "١٢٣٤٥٦", "４８１５１６", "48 15 16\n", "Acme\n\n481516\n\nThanks", "Hi\n4815-1623",
        "The password is hunter2 and 4815", "INV-547176 for EUR 1847,88", "заказ 1234567 передан",
        "Tu número es 48151623 y vence 2026-04-28", "See you at 10:30, room 1204",
        "Use promo code SAVE33 to get 40% off your next order. Unsubscribe: reply STOP",
        "Promo code SAVE20: 20% off. Your verification code is 4815", "ZIP code 90210, code 481516",
    ]

    static let extractors: [(winner: Extractor, full: Extractor)] = [nil, 4, 6].map { slots in
        (Extractor(options: ExtractionOptions(slotCount: slots, explains: false, winnerOnly: true)),
         Extractor(options: ExtractionOptions(slotCount: slots, explains: false)))
    }

    @Test func winnerIsTheSameForEveryCorpusMessage() {
        _ = RuleSet.builtin.gates.forced()
        let messages = PrefilterEquivalenceTests.messages + Self.extra
        #expect(messages.count > 700)
        for (winner, full) in Self.extractors {
            for text in messages {
                var copy = text
                let (bounded, reference) = copy.withUTF8 { bytes in
                    (winner.extract(utf8: bytes), full.extract(utf8: bytes, fastPath: false))
                }
                #expect(bounded.best == reference.best, "\(text)")
                #expect(bounded.origin == nil || bounded.origin == reference.origin, "\(text)")
            }
        }
    }

    @Test func messagesWithoutEvidenceRunNoRules() {
        _ = RuleSet.builtin.gates.forced()
        let (winner, full) = Self.extractors[0]
        for text in ["Your order 12345678 has shipped on 12/05/2026.", "Call 555 123 4567 today", "заказ 1234567 передан"] {
            #expect(winner.extract(text).candidates.isEmpty, "\(text)")
            #expect(!full.extract(text).candidates.isEmpty, "\(text)")
        }
    }

    /// A message whose every keyword a negative rule's match hides ("promo code") meets the
    /// bound again, now with the context rules that lower every candidate ("40% off").
    @Test func messagesWhoseKeywordsAreAllHiddenAreTurnedAway() {
        _ = RuleSet.builtin.gates.forced()
        let (winner, full) = Self.extractors[0]
        for text in ["Use promo code SAVE33 to get 40% off your next order. Unsubscribe: reply STOP",
                     "Sale! Promo code 4815 gives 25% off all shoes this weekend."] {
            #expect(winner.extract(text).candidates.isEmpty, "\(text)")
            #expect(!full.extract(text).candidates.isEmpty, "\(text)")
            #expect(full.extract(text).best == nil, "\(text)")
        }
        let shown = "Promo code SAVE20: 20% off. Your verification code is 4815"
        #expect(winner.extract(shown).best?.code == "4815")
    }

    @Test(arguments: [
        ("481516", AcceptanceBound.Layout.wholeMessage),
        ("\n 48 15 16.\n\n", .wholeMessage),
        ("K7PQ2X!", .wholeMessage),
        ("٤٨١٥١٦", .wholeMessage),
        ("Your code\n481516\nThanks", .aloneOnLine),
        ("Your code is 481516", .none),
        ("Код 481516", .none),
        ("K7 PQ2X", .none),
        ("Price: 4815", .none),
        ("Your code is 4815.\n\nThanks, see you.", .none),
        ("", .none),
        ("\n \n", .none),
    ])
    func bestLayout(text: String, expected: AcceptanceBound.Layout) {
        var copy = text
        #expect(copy.withUTF8 { AcceptanceBound.bestLayout($0) } == expected)
    }
}
