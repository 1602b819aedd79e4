import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { postLead } from "./post-lead.ts";

const busy = (seconds: string) => new Response("{}", { status: 503, headers: { "Retry-After": seconds } });
const request = { method: "POST", headers: { "Idempotency-Key": "key-1" }, body: "{}" };

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a lead's post while the server is busy", () => {
  it("is sent again, unchanged, once the server's Retry-After has passed, and the stored answer returned", async () => {
    fetchMock
      .mockResolvedValueOnce(busy("1"))
      .mockResolvedValueOnce(busy("1"))
      .mockResolvedValueOnce(new Response("{}", { status: 201 }));
    const answer = postLead("/api/forms/1", request, 15_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await answer).status).toBe(201);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [url, init] of fetchMock.mock.calls) expect([url, init?.body, init?.headers]).toEqual(["/api/forms/1", "{}", { "Idempotency-Key": "key-1" }]);
  });

  it("is not sent again when the wait is long (the database away): the form shows the answer at once", async () => {
    fetchMock.mockResolvedValue(busy("5"));
    expect((await postLead("/api/contact", request, 15_000)).status).toBe(503);
    fetchMock.mockResolvedValue(new Response("{}", { status: 503 }));
    expect((await postLead("/api/contact", request, 15_000)).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up before its deadline and returns the last refusal", async () => {
    fetchMock.mockImplementation(async () => busy("2"));
    let settled = false;
    const answer = postLead("/api/contact", request, 5_000).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(true);
    expect((await answer).status).toBe(503);
    // Sent at 0, again after 2-3 s; a third wait would end past the deadline.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
