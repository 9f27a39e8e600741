/// How much resistance-training experience the person has; sets the surplus of a Gain goal.
public enum TrainingExperience: String, Sendable, CaseIterable, Hashable {
    /// No training experience (written `"none"` in documents; not named `none` to avoid `Optional.none`).
    case untrained = "none"
    case novice, intermediate, advanced
}
