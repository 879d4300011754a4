// Who wrote a job's answer when the local library was asked to use a local model: the model (and how
// many of its sentences the claim check dropped), or the built-in engine and why the model was not
// used (unreachable, too slow, an error, a reply with no text). Read from the service's progress events
// ("The local model … wrote the answer; …", "The built-in engine wrote the answer: …"), which the window
// otherwise shows only inside the folded progress list. Pure; test/renderer/answerWriter.test.ts.

export interface AnswerWriter {
  text: string;
  /** problem: the model the user chose did not write it. */
  tone: 'info' | 'problem';
}

/** A model server's JSON error body ({"error":{"message":"…"}}) said as its message; other text as it is. */
export function tidyModelReason(reason: string): string {
  return reason.replace(/\{.*\}/s, (body) => {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
      const message = typeof parsed.error === 'string' ? parsed.error : typeof parsed.error?.message === 'string' ? parsed.error.message : typeof parsed.message === 'string' ? parsed.message : null;
      return message ? `“${message}”` : body;
    } catch {
      return body; // cut at 160 characters by the service, or not JSON: kept as sent
    }
  });
}

/** The last word on who wrote the answer, or null when no local model was asked. */
export function answerWriter(events: ReadonlyArray<{ message: string }>): AnswerWriter | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const message = (events[i]?.message ?? '').trim();
    const fellBack = /^The built-in engine wrote the answer: (.+)$/s.exec(message);
    if (fellBack?.[1]) return { text: `Written by the built-in engine, not your local model: ${tidyModelReason(fellBack[1]).replace(/\.$/, '')}.`, tone: 'problem' };
    const byModel = /^The local model (.+?) wrote the answer; (.+)$/s.exec(message);
    if (byModel?.[1] && byModel[2]) return { text: `Written by your local model ${byModel[1]}; ${byModel[2].replace(/\.$/, '')}.`, tone: 'info' };
  }
  return null;
}
