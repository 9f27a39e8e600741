/// The Today view's helpful insight: at most one pattern, the strongest that passes the
/// false-discovery control, worded as an association (the check-in's section 7, the same search).
extension TodayText {
    /// The `insight` member when a pattern passes (absent otherwise, so the view reads as before).
    static func insightJSON(_ insight: PatternInsight?, policy: PatternsPolicy, into result: inout JSONObject) {
        if let insight { result["insight"] = PatternsJSON.insight(insight, policy: policy) }
    }

    /// The page's section "A pattern in your days", when a pattern passes.
    static func insight(_ insight: PatternInsight?, on page: inout PageBuilder) {
        guard let insight else { return }
        page.section("A pattern in your days")
        page.paragraph(insight.sentence)
        page.paragraph(insight.basisSentence)
    }
}
