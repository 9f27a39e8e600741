extension Double {
    /// The value rounded half away from zero to a multiple of `step` (e.g. 0.01 kcal, 10 kcal),
    /// with `-0` turned into `0`. Outputs round once, here, at the boundary.
    public func roundedTo(_ step: Double) -> Double {
        let rounded = (self / step).rounded(.toNearestOrAwayFromZero) * step
        // Dividing again by the reciprocal removes binary noise such as 2929.0600000000004.
        let cleaned = step < 1 ? (rounded * (1 / step)).rounded() / (1 / step) : rounded
        return cleaned == 0 ? 0 : cleaned
    }
}
