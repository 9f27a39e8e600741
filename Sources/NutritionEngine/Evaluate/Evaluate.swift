/// The engine's public entry points: one evaluation per command, a typed request in and a typed
/// result out.
///
/// Each command's evaluation lives in its own file in this folder (`EstimateEvaluation.swift`, …)
/// as an extension of `Evaluate`, with its request and result types beside it. An evaluation
/// applies every rule the command has: what the document must hold, the automation gate (a
/// manual-only person gets a result that holds no automated number, by type), the date rules and
/// the bounds of the request's values. The command line only parses arguments into a request,
/// calls the evaluation, renders the result in the asked format and writes it; `rescore` calls
/// the same evaluations per record. An app embeds the engine the same way:
///
/// ```swift
/// let document = try InputDocumentReader.read(bytes)
/// let result = try Evaluate.estimate(EstimateRequest(document: document), policy: .standard)
/// let markdown = result.page.markdown
/// ```
///
/// Nothing here reads a clock, a file or the environment: every date a rule needs is in the
/// request or the document.
public enum Evaluate {}
