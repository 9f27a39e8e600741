import NutritionEngine
import Testing

/// One page, two renderers: the Markdown and the HTML carry the same text; figures appear only in HTML.
@Suite struct ReportPageTests {
    static let page = ReportPage(
        title: "Week <1>", documentTitle: "Week 1", intro: [.paragraph("Intro,\nwrapped.")],
        sections: [
            .init(
                "1. Text",
                [
                    .paragraph("Intake & weight."),
                    .list(lead: "Keep 1900 kcal/day:", items: ["Reason one.", "Reason two."]),
                    .steps(["a = 1.", "b = 2."]),
                ]),
            .init(
                "2. Figures",
                [
                    .figure(svg: "<svg/>\n"), .list(lead: nil, items: ["a", "b"]),
                    .table(caption: "Caption", header: ["day", "kg"], rows: [["0", "80"], ["7", "79.5"]]),
                ]),
        ],
        footer: "Policy p, a.")

    @Test func markdownHasABlankLineAfterEachHeadingAndBlockAndNoFigure() {
        #expect(
            Self.page.markdown == """
                # Week <1>

                Intro,
                wrapped.

                ## 1. Text

                Intake & weight.

                Keep 1900 kcal/day:
                - Reason one.
                - Reason two.

                1. a = 1.
                2. b = 2.

                ## 2. Figures

                - a
                - b

                Caption
                | day | kg |
                |---|---|
                | 0 | 80 |
                | 7 | 79.5 |

                ---
                Policy p, a.

                """)
    }

    @Test func htmlEscapesTextAndDrawsTheFigureInPlace() {
        let html = Self.page.html
        #expect(
            html.hasPrefix(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Week 1</title></head>\n"))
        // Built apart from the #expect: a chain of literals inside the macro is slow to type-check.
        let body: String =
            "<h1>Week &lt;1&gt;</h1>\n<p>Intro,\nwrapped.</p>\n<h2>1. Text</h2>\n<p>Intake &amp; weight.</p>\n"
            + "<p>Keep 1900 kcal/day:</p>\n<ul>\n<li>Reason one.</li>\n<li>Reason two.</li>\n</ul>\n<ol>\n"
            + "<li>a = 1.</li>\n<li>b = 2.</li>\n</ol>\n<h2>2. Figures</h2>\n<svg/>\n<ul>\n<li>a</li>\n<li>b</li>\n"
            + "</ul>\n<table>\n<caption>Caption</caption>\n<tr><th>day</th><th>kg</th></tr>\n"
            + "<tr><td>0</td><td>80</td></tr>\n<tr><td>7</td><td>79.5</td></tr>\n</table>\n<hr>\n<p>Policy p, "
            + "a.</p>\n</body>\n</html>\n"
        #expect(html.contains(body))
        #expect(!Self.page.markdown.contains("<svg"))
    }
}
