/// The Benjamini–Hochberg step-up procedure (Benjamini & Hochberg 1995, J R Stat Soc B 57:289–300):
/// with m p-values sorted p₍₁₎ ≤ … ≤ p₍ₘ₎, reject the k smallest, k the largest i with
/// p₍ᵢ₎ ≤ i·q/m; this keeps the expected share of false statements among the stated ones at most q
/// (for independent or positively dependent tests).
///
/// Stated here as adjusted p-values, p̃₍ᵢ₎ = min over j ≥ i of min(1, m·p₍ⱼ₎/j): a candidate passes
/// at q exactly when p̃ ≤ q, the same decision as the step-up rule.
package enum BenjaminiHochberg {
    /// The adjusted p-value of each of `pValues`, in their order.
    package static func adjusted(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        guard m > 0 else { return [] }
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] || (pValues[$0] == pValues[$1] && $0 < $1) }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 1.0
        for rank in stride(from: m, through: 1, by: -1) {
            let index = order[rank - 1]
            running = min(running, Double(m) * pValues[index] / Double(rank))
            adjusted[index] = min(1, running)
        }
        return adjusted
    }
}
