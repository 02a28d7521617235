/// charon's 182 compositional layouts (github kern0x1b/charon, tests/backports/device/compositional-cases.m),
/// written as colscript. charon numbers its layouts in the order its builders add them; `script(_:)`
/// walks the same families in the same order, so case N here is "charon #N". UIKit's answers for them
/// (recorded under Mac Catalyst at scale 2) are in Tests/Recordings/charon-compositional.txt.
/// A case the language cannot state yet answers `.leftOut(reason)`.
enum CharonCompositionalCases {
    enum Case {
        case script(String)
        case leftOut(String)
    }

    static let count = 182

    // MARK: Words

    static func fw(_ f: String) -> String { "fractionalWidth(\(f))" }
    static func fh(_ f: String) -> String { "fractionalHeight(\(f))" }
    static func ab(_ n: String) -> String { "absolute(\(n))" }
    static func es(_ n: String) -> String { "estimated(\(n))" }

    /// `view`, scale, sections S0… with their item counts, margins, then the layout, then a scroll.
    static func make(_ layout: String, counts: [Int], size: (Int, Int) = (320, 480), margins: String? = nil,
                     offset: (Int, Int)? = nil, register: [String] = [], decorations: [String] = []) -> Case {
        var lines = ["view \(size.0)x\(size.1)", "set scale = 2"]
        if let margins { lines.append("set layoutMargins = \(margins)") }
        lines.append("sections " + counts.indices.map { "S\($0)" }.joined(separator: " "))
        for (s, n) in counts.enumerated() where n > 0 { lines.append("items S\(s) count \(n)") }
        for kind in register { lines.append("register supplementary \(kind)") }
        for kind in decorations { lines.append("register decoration \(kind)") }
        lines.append(layout)
        if let offset { lines.append("scroll to (\(offset.0), \(offset.1))") }
        return .script(lines.joined(separator: "\n") + "\n")
    }

    /// `layout compositional [properties] { section { … } … }`.
    static func layout(_ properties: String, _ body: String) -> String {
        "layout compositional\(properties.isEmpty ? "" : " " + properties) {\n\(body)}"
    }

    static func layout(_ body: String) -> String { layout("", body) }

    static func section(_ ref: String = "", body: String) -> String {
        "  section\(ref.isEmpty ? "" : " " + ref) {\n\(body)  }\n"
    }

    static func group(_ axis: String, _ w: String, _ h: String, _ extra: String, _ items: String) -> String {
        "    group \(axis) width=\(w) height=\(h)\(extra.isEmpty ? "" : " " + extra) {\n\(items)    }\n"
    }

    static func group(_ axis: String, _ w: String, _ h: String, _ items: String) -> String { group(axis, w, h, "", items) }

    static func item(_ w: String, _ h: String, _ extra: String = "") -> String {
        "      item width=\(w) height=\(h)\(extra.isEmpty ? "" : " " + extra)\n"
    }

    static func boundary(_ kind: String, _ w: String, _ h: String, _ alignment: String, offset: (Int, Int) = (0, 0),
                         extends: Bool = true, pinned: Bool = false) -> String {
        var text = "    supplementary \(kind) width=\(w) height=\(h) alignment=\(alignment)"
        if offset != (0, 0) { text += " offset=(\(offset.0), \(offset.1))" }
        if !extends { text += " extendsBoundary=false" }
        if pinned { text += " pinToVisibleBounds=true" }
        return text + "\n"
    }

    /// The row most boundary cases share: two half-width items 40 high (or 100-wide columns sideways).
    static func halves(sideways: Bool = false) -> String {
        sideways ? group("horizontal", ab("100"), fh("1"), item(fw("0.5"), fh("1")))
            : group("horizontal", fw("1"), ab("40"), item(fw("0.5"), fh("1")))
    }

    static let insets3456 = "    contentInsets 3,4,5,6\n"
    static let alignments = ["top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
    static let references = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]

    // MARK: The cases, in charon's order

    static func script(_ n: Int) -> Case { all[n] }

    static let all: [Case] = {
        var cases: [Case] = []
        let spacings = ["", "spacing=fixed(10)", "spacing=flexible(10)", "spacing=flexible(1)"]
        // #0–#23: one item kind in a full-width row, four spacings × six fractions.
        for spacing in spacings {
            for fraction in ["0.3", "0.25", "0.5", "1/3", "0.4", "0.9"] {
                cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("10"), spacing, item(fw(fraction), ab("10"))))), counts: [8]))
            }
        }
        // #24–#26: thirds in narrow views.
        for width in [301, 300, 280] {
            cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"), item(fw("1/3"), fh("1"))))), counts: [7], size: (width, 480)))
        }
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"), "spacing=fixed(10)",
                                                       item(fw("0.5"), fh("1")) + item(ab("50"), fh("1"))))), counts: [6]))     // #27
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"),
                                                       item(fw("0.5"), fh("1")) + item(fw("0.25"), fh("1"))))), counts: [8]))   // #28
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"), "spacing=flexible(4)", item(ab("100"), fh("1"))))),
                          counts: [8]))                                                                                        // #29
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"), "spacing=fixed(10)",
                                                       item(fw("0.5"), ab("100")) + item(fw("0.5"), fw("0.25"))))), counts: [4])) // #30
        cases.append(make(layout(section(body: group("horizontal", fw("1"), fw("0.2"), item(fw("0.5"), fh("1"))))), counts: [4]))  // #31
        cases.append(make(layout(section(body: group("horizontal", fw("1"), fh("0.5"), item(fw("0.5"), fh("1")))
                                          + "    contentInsets 10,20,30,40\n")), counts: [4]))                                  // #32
        cases.append(make(layout(section(body: group("vertical", fw("1"), ab("100"), item(fw("1"), fh("0.25"))))), counts: [9]))  // #33
        cases.append(make(layout(section(body: group("vertical", fw("1"), ab("100"), "spacing=fixed(10)", item(fw("1"), fh("0.25"))))),
                          counts: [9]))                                                                                        // #34
        cases.append(make(layout(section(body: group("vertical", fw("0.5"), fh("0.5"), "spacing=fixed(10)", item(fw("1"), fh("0.3"))))),
                          counts: [9]))                                                                                        // #35
        // #36–#41: a partly filled last group, down and sideways, three spacings.
        for spacing in spacings.prefix(3) {
            cases.append(make(layout(section(body: group("vertical", fw("1"), ab("100"), spacing, item(fw("1"), ab("30"))))), counts: [5]))
            cases.append(make(layout("scrollDirection=horizontal", section(body: group("horizontal", ab("100"), fh("1"), spacing, item(ab("30"), fh("1"))))),
                              counts: [5, 3]))
        }
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("20"), "count=3 spacing=fixed(10)", item(ab("30"), fh("1"))))),
                          counts: [7]))                                                                                        // #42
        cases.append(make(layout(section(body: group("vertical", fw("0.5"), ab("90"), "count=3", item(fw("1"), fh("0.1"))))), counts: [7])) // #43
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("50"), "spacing=fixed(10)", item(fw("1/3"), fh("1")))
                                          + "    interGroupSpacing 4\n    contentInsets 5,6,7,8\n")), counts: [7]))                // #44
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), "contentInsets=1,2,3,4",
                                                       item(fw("0.5"), fh("1"), "contentInsets=5,6,7,8")))), counts: [4]))       // #45
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), item(fw("0.5"), fh("1"),
            "edgeLeading=fixed(4) edgeTop=fixed(5) edgeTrailing=fixed(6) edgeBottom=fixed(7)")))), counts: [4]))                   // #46
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), item(fw("0.5"), fh("1"),
            "edgeLeading=flexible(4) edgeTrailing=flexible(6) edgeBottom=flexible(7)")))), counts: [4]))                           // #47
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), item(fw("0.4"), fh("0.5"),
            "edgeLeading=flexible(0) edgeTop=flexible(0)")))), counts: [4]))                                                       // #48
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("30"),
            "edgeLeading=fixed(4) edgeTop=fixed(5) edgeTrailing=fixed(6) edgeBottom=fixed(7)", item(fw("0.5"), fh("1")))
            + "    interGroupSpacing 8\n")), counts: [5]))                                                                         // #49
        cases.append(make(layout(section(body: group("horizontal", fw("0.6"), ab("30"), item(fw("0.5"), fh("1"))) + "    interGroupSpacing 8\n")),
                          counts: [5]))                                                                                        // #50
        cases.append(make(layout("interSectionSpacing=12", section(body: group("horizontal", fw("1"), ab("30"), item(fw("0.5"), fh("1")))
                                                                  + "    contentInsets 3,4,5,6\n")), counts: [3, 0, 4]))     // #51
        cases.append(make(layout("scrollDirection=horizontal interSectionSpacing=12", section(body: group("vertical", ab("100"), fh("1"), item(fw("1"), fh("0.25")))
                                          + "    interGroupSpacing 5\n    contentInsets 3,4,5,6\n")), counts: [6, 5]))       // #52
        cases.append(make(layout("scrollDirection=horizontal", section(body: group("horizontal", fw("0.5"), fh("1"), item(fw("1"), fh("0.25")))
                                          + insets3456)), counts: [5]))                                                        // #53
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), "spacing=fixed(6)",
            item(fw("0.5"), fh("1")) + group("vertical", fw("0.5"), fh("1"), "spacing=fixed(4)", item(fw("1"), fh("0.5")))))), counts: [9]))                                        // #54
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"),
            group("vertical", fw("0.5"), fh("1"), item(fw("1"), fh("0.5")))))),
                          counts: [9]))                                                                                        // #55
        cases.append(make(layout(section(body: group("horizontal", fw("1"), es("44"), item(fw("0.5"), es("30"))))), counts: [4]))  // #56
        cases.append(make(layout(section(body: group("horizontal", fw("1"), es("44"), item(fw("0.5"), fh("1"))))), counts: [4]))   // #57
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("44"), item(es("100"), fh("1"))))), counts: [5]))   // #58
        cases.append(make(layout(section(body: group("vertical", fw("1"), ab("100"), item(fw("1"), es("30"))))), counts: [5]))     // #59
        cases.append(make(layout(section(body: "    group custom width=\(fw("1")) height=\(ab("80")) {\n"
            + "      item frame=(1, 2, 30, 40)\n      item frame=(50, 10, 60, 30) zIndex=4\n      item frame=(-5, -5, 400, 20)\n    }\n"
            + insets3456)), counts: [4, 2]))                                                                                   // #60
        // #61: a section provider that gives section 1 no insets.
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("40"), item(fw("0.5"), fh("1"))) + insets3456)
                                 + section("1", body: group("horizontal", fw("1"), ab("40"), item(fw("0.5"), fh("1"))))), counts: [3, 4, 2]))
        // #62: a provider choosing by the container's width (200 ≤ 250: halves); stated as its answer.
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("30"), item(fw("0.5"), fh("1"))))), counts: [5, 3], size: (200, 300)))
        // #63–#102: a 60 × 30 boundary item at each alignment, down/sideways × whole width/following insets,
        // then with an offset (extending at even alignments, not extending at odd ones).
        for (index, alignment) in alignments.enumerated() {
            for sideways in [false, true] {
                for follow in [false, true] {
                    cases.append(make(layout(sideways ? "scrollDirection=horizontal" : "scrollDirection=vertical",
                        section(body: halves(sideways: sideways) + insets3456 + "    supplementariesFollowContentInsets \(follow)\n"
                                + boundary("h", ab("60"), ab("30"), alignment))), counts: [3, 2]))
                }
            }
            let extending = index % 2 == 0
            cases.append(make(layout(section(body: halves() + insets3456
                + boundary("h", ab("60"), ab("30"), alignment, offset: extending ? (5, 7) : (-5, -7), extends: extending))), counts: [3, 2]))
        }
        // #103–#134: a 33 × 200 boundary item taller than its section, inside or extending, down or sideways.
        for alignment in alignments {
            for extends in [false, true] {
                for sideways in [false, true] {
                    let row = sideways ? group("horizontal", ab("100"), fh("1"), item(fw("1"), fh("0.5"))) : halves()
                    cases.append(make(layout(sideways ? "scrollDirection=horizontal" : "scrollDirection=vertical",
                        section(body: row + boundary("h", ab("33"), ab("200"), alignment, extends: extends))), counts: [4]))
                }
            }
        }
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("h", fw("1"), fh("0.1"), "top")
                                          + boundary("f", fw("0.5"), es("20"), "bottom"))), counts: [3, 2]))                   // #135
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("h", fw("1"), ab("30"), "top") + boundary("t", fw("1"), ab("10"), "top")
                                          + boundary("f", fw("1"), ab("7"), "bottom") + boundary("g", fw("1"), ab("5"), "bottom"))), counts: [3, 2])) // #136
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("l", fw("1"), ab("10"), "top"))
                                 + boundary("h", fw("1"), ab("30"), "top") + boundary("f", fw("1"), ab("20"), "bottom")), counts: [3, 2]))   // #137
        cases.append(make(layout(section(body: halves() + insets3456)
                                 + boundary("h", ab("30"), fh("1"), "leading") + boundary("f", ab("20"), fh("1"), "trailing")), counts: [3, 2])) // #138
        cases.append(make(layout("scrollDirection=horizontal", section(body: halves(sideways: true) + insets3456)
                                 + boundary("h", fw("1"), ab("30"), "top") + boundary("f", ab("20"), fh("1"), "trailing")), counts: [3, 2]))  // #139
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("l", fw("1"), ab("10"), "top"))
                                 + boundary("h", fw("1"), ab("30"), "top")), counts: [0, 2, 0]))                               // #140
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("h", fw("1"), ab("30"), "top", pinned: true))),
                          counts: [3, 12], size: (320, 100), offset: (0, 130)))                                                // #141
        cases.append(make(layout(section(body: halves() + insets3456 + boundary("h", fw("1"), ab("30"), "top", pinned: true)
                                          + boundary("f", fw("1"), ab("20"), "bottom", pinned: true))),
                          counts: [3, 12], size: (320, 100), offset: (0, 100)))                                                // #142
        cases.append(make(layout("scrollDirection=horizontal", section(body: halves(sideways: true) + insets3456
                                          + boundary("h", ab("60"), fh("1"), "leading", pinned: true))),
                          counts: [8, 4], size: (200, 300), offset: (120, 0)))                                                 // #143
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("60"),
            "      item width=\(fw("0.5")) height=\(fh("1")) {\n        supplementary badge width=\(ab("20")) height=\(ab("10")) containerAnchor=topTrailing\n      }\n")
            + "    contentInsets 20\n")), counts: [3], register: ["badge"]))                                                   // #144
        // #145–#152: a badge on the item and one on the group, anchored to eight edge sets.
        for edges in ["top", "leading", "bottom", "trailing", "topLeading", "bottomTrailing", "topBottom", "none"] {
            cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("200"),
                "      item width=\(fw("1")) height=\(fh("1")) {\n"
                + "        supplementary badge width=\(ab("40")) height=\(ab("20")) containerAnchor=\(edges)\n      }\n"
                + "      supplementary other width=\(ab("40")) height=\(ab("20")) containerAnchor=\(edges) itemAnchor=bottomLeading\n")
                + "    contentInsets 50\n")), counts: [1], register: ["badge", "other"]))
        }
        let corner = "width=\(ab("40")) height=\(ab("20")) containerAnchor=topTrailing"
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("200"),
            "      item width=\(fw("1")) height=\(fh("1")) contentInsets=2,3,4,5 {\n"
            + "        supplementary one \(corner) absoluteOffset=(7, 9)\n"
            + "        supplementary two \(corner) fractionalOffset=(0.5, 0.25)\n"
            + "        supplementary three \(corner) itemAnchor=bottomLeading itemFractionalOffset=(0.5, 0.25)\n"
            + "        supplementary four \(corner) itemAnchor=bottomLeading itemAbsoluteOffset=(3, 4)\n"
            + "        supplementary five width=\(fw("0.5")) height=\(fh("0.25")) containerAnchor=topTrailing\n"
            + "        supplementary six width=\(es("33")) height=\(es("17")) containerAnchor=bottom zIndex=5\n      }\n")
            + "    contentInsets 50\n")), counts: [1], register: ["one", "two", "three", "four", "five", "six"]))            // #153
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("100"), item(fw("0.5"), fh("1"))
            + group("vertical", fw("0.5"), fh("1"), item(fw("1"), fh("0.5"))
                    + "      supplementary g width=\(fw("1")) height=\(ab("4")) containerAnchor=bottom\n")))),
                          counts: [6], register: ["g"]))                                                                        // #154
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("60"), item(fw("0.5"), fh("1"))
            + "      supplementary g width=\(fw("1")) height=\(ab("4")) containerAnchor=bottom\n"
            + "      supplementary g2 width=\(fw("1")) height=\(ab("5")) containerAnchor=top\n"))),
                          counts: [5, 3], register: ["g", "g2"]))                                                               // #155
        cases.append(make(layout(section(body: group("horizontal", fw("1"), ab("60"),
            "      item width=\(fw("0.5")) height=\(fh("1")) {\n"
            + "        supplementary badge width=\(ab("10")) height=\(ab("10")) containerAnchor=topLeading\n"
            + "        supplementary badge2 width=\(ab("10")) height=\(ab("10")) containerAnchor=bottomLeading\n      }\n"))),
                          counts: [2], register: ["badge", "badge2"]))                                                          // #156
        cases.append(make(layout(section(body: halves() + insets3456 + "    interGroupSpacing 4\n    background bg insets=1,2,3,4 zIndex=-3\n"
                                          + boundary("h", fw("1"), ab("30"), "top"))), counts: [3, 0, 2], decorations: ["bg"]))   // #157
        cases.append(make(layout("scrollDirection=horizontal", section(body: halves() + insets3456 + "    background bg\n"
                                          + boundary("h", fw("1"), ab("30"), "top"))), counts: [3, 2], decorations: ["bg"]))      // #158
        cases.append(make(layout(section("0", body: group("horizontal", fw("1"), ab("40"), item(fw("0.5"), fh("1"))) + "    background bg\n")
                                 + section(body: group("horizontal", fw("1"), ab("40"), item(fw("0.5"), fh("1"))))), counts: [3, 2],
                          decorations: ["bg"]))                                                                                 // #159
        cases.append(make(layout(section(body: group("horizontal", ab("100"), ab("50"), item(fw("1"), fh("1")))
                                          + "    orthogonalScrollingBehavior none\n")), counts: [5, 2]))                        // #160
        // #161–#180: each contentInsetsReference on the layout or the section, down or sideways, margins 10,20,30,40.
        for reference in references {
            for onSection in [false, true] {
                for sideways in [false, true] {
                    let header = sideways ? boundary("h", ab("20"), fh("1"), "leading") : boundary("h", fw("1"), ab("20"), "top")
                    var properties = sideways ? "scrollDirection=horizontal" : "scrollDirection=vertical"
                    var body = halves(sideways: sideways) + header
                    if onSection { body += "    contentInsetsReference \(reference)\n" } else { properties += " contentInsetsReference=\(reference)" }
                    cases.append(make(layout(properties, section(body: body)), counts: [3, 2], margins: "10,20,30,40"))
                }
            }
        }
        cases.append(make(layout("contentInsetsReference=layoutMargins", section(body: halves()) + boundary("h", fw("1"), ab("20"), "top")),
                          counts: [3], margins: "10,20,30,40"))                                                                 // #181
        return cases
    }()
}
