/// `livery serve`'s review page (`/snapshots`, Docs/Snapshots.md): every
/// screen with a baseline pending review, as the diff report shows a
/// changed screen, with Accept and Reject for each and for all. The buttons
/// post to the server that served the page, which alone may write.
package enum SnapshotReviewPage {
    /// `reviews` name their images by URL.
    package static func html(_ reviews: [SnapshotReview]) -> String {
        let summary =
            reviews.isEmpty
            ? "No screen is waiting for review."
            : "\(reviews.count) \(reviews.count == 1 ? "screen differs" : "screens differ") from \(reviews.count == 1 ? "its approved baseline" : "their approved baselines")."
        let all =
            reviews.isEmpty
            ? "" : " <button type=\"button\" data-all=\"accept\">Accept all</button> <button type=\"button\" data-all=\"reject\">Reject all</button>"
        return DiffReportPage.page(
            title: "Livery snapshots", intro: summary.htmlEscaped + all + " <span id=\"status\" role=\"status\"></span>",
            sections: reviews.map { review in
                let name = review.screen.htmlEscaped
                return review.section(
                    actions: """
                        <p><button type="button" data-action="accept" data-screen="\(name)">Accept</button> \
                        <button type="button" data-action="reject" data-screen="\(name)">Reject</button></p>

                        """)
            },
            style: "button { font: inherit; padding: 4px 12px; } .done { opacity: 0.4; }",
            script: """
                const status = document.getElementById('status');
                async function decide(action, screen) {
                  const answer = await fetch(`/snapshots/${action}/${encodeURIComponent(screen)}`, { method: 'POST' });
                  const section = document.getElementById('screen-' + screen);
                  if (answer.ok) {
                    section.classList.add('done');
                    for (const button of section.querySelectorAll('button')) button.disabled = true;
                    status.textContent = `${action === 'accept' ? 'Accepted' : 'Rejected'} ${screen}.`;
                  } else {
                    status.textContent = `${screen}: ${await answer.text()}`;
                  }
                  return answer.ok;
                }
                for (const button of document.querySelectorAll('button[data-action]')) {
                  button.addEventListener('click', () => decide(button.dataset.action, button.dataset.screen));
                }
                for (const button of document.querySelectorAll('button[data-all]')) {
                  button.addEventListener('click', async () => {
                    for (const one of document.querySelectorAll('button[data-action="accept"]:not(:disabled)')) {
                      await decide(button.dataset.all, one.dataset.screen);
                    }
                  });
                }
                """)
    }
}
