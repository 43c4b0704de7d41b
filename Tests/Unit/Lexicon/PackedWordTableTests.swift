import Testing

@testable import IntentGrammar

@Suite struct PackedWordTableTests {
    /// The table answers as the dictionary it was built from, for every word in it and
    /// for words one letter off, by string and by bytes.
    @Test func answersAsItsDictionary() {
        let dictionary = DateLexicon.words.mapValues { $0.month * 100 + $0.weekday }
        let table = PackedWordTable(dictionary)
        var probes = Array(dictionary.keys)
        for word in dictionary.keys {
            probes.append(word + "s")
            probes.append(String(word.dropLast()))
            probes.append("x" + word)
        }
        for word in probes {
            #expect(table[word] == dictionary[word], "\(word)")
            #expect(table[bytes: Array(word.utf8)] == dictionary[word], "\(word)")
        }
    }

    @Test func wordsThatDoNotPackAreStillFound() {
        let table = PackedWordTable(["b4": 1, "w/": 2, "o'clock": 3, "counterrevolution": 4])
        #expect(table["b4"] == 1)
        #expect(table[bytes: Array("w/".utf8)] == 2)
        #expect(table["o'clock"] == 3)
        #expect(table["counterrevolution"] == 4)
        #expect(table["counterrevolutio"] == nil)
        #expect(table["Clock"] == nil)
    }

    @Test func packingTellsEveryWordApart() {
        // Five bits a letter with no zero code: "a", "aa" and "`a" differ.
        #expect(PackedWordTable<Int>.pack("a".utf8) != PackedWordTable<Int>.pack("aa".utf8))
        #expect(PackedWordTable<Int>.pack("ab".utf8) != PackedWordTable<Int>.pack("ba".utf8))
        #expect(PackedWordTable<Int>.pack("abcdefghijkl".utf8) != nil)
        #expect(PackedWordTable<Int>.pack("abcdefghijklm".utf8) == nil)
        #expect(PackedWordTable<Int>.pack("Ab".utf8) == nil)
        #expect(PackedWordTable<Int>.pack("".utf8) == nil)
    }

    @Test func aWordGivenTwiceKeepsItsLastValue() {
        let table = PackedWordTable(
            pairs: [("may", 1), ("may", 2), ("b4", 1), ("b4", 3)], count: 4)
        #expect(table["may"] == 2)
        #expect(table["b4"] == 3)
    }

    @Test func aSetOfWords() {
        let set = PackedWordTable(words: FunctionWords.words)
        for word in FunctionWords.words { #expect(set.contains(word), "\(word)") }
        #expect(!set.contains("gutter"))
    }
}
