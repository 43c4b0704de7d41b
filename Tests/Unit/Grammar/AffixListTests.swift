import Testing

@testable import IntentGrammar

@Suite struct AffixListTests {
    @Test func theFirstAffixInOrderWinsWhateverTheCase() {
        let list = AffixList(["and then ", "then ", "and "])
        #expect(list.prefix(of: "AND THEN call mum") == 9)
        #expect(list.prefix(of: "and call mum") == 4)
        #expect(list.prefix(of: "andrew called") == nil)
        #expect(list.prefix(of: "") == nil)
    }

    @Test func anAffixIsNeverTheWholeText() {
        let list = AffixList([" by", "to "])
        #expect(list.suffix(of: "pay rent by") == 3)
        #expect(list.suffix(of: " by") == nil)
        #expect(list.prefix(of: "to ") == nil)
        #expect(list.suffix(of: "pay rent BY") == 3)
        #expect(list.suffix(of: "pay rent bye") == nil)
    }

    @Test func textBeyondASCIIIsComparedByteForByte() {
        let list = AffixList(["the "])
        #expect(list.prefix(of: "the café") == 4)
        #expect(list.prefix(of: "thé café") == nil)
        #expect(AffixList(["'s"]).suffix(of: "Zoë's") == 2)
    }

    @Test func aStringMayOccurAnywhere() {
        let nouns = AffixList(["task", "to-do", "item"])
        #expect(nouns.occurs(in: "add TASKS: a, b"))
        #expect(nouns.occurs(in: "my to-do list"))
        #expect(nouns.occurs(in: "itemise"))
        #expect(!nouns.occurs(in: "add milk, eggs and bread"))
        #expect(!nouns.occurs(in: "tas"))
    }
}
