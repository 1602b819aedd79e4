/**
 * The optional "business email only" rule of a form: an address at a free or consumer mail service
 * is refused in the answers check's words (answers.ts, `formAnswerCopy.workEmail`). The list names the services most addresses come
 * from (by their public market shares), not every one: a rule that stops nine in ten personal
 * addresses and never a colleague's. Subdomains count (mail.yahoo.co.uk); `*` stands for any
 * country ending (yahoo.* is yahoo.com, yahoo.fr, yahoo.co.jp).
 */
/** Free and consumer mailbox domains; a trailing `.*` matches any public suffix after it. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  // Google, Microsoft, Apple, Yahoo, AOL / Verizon
  "gmail.com googlemail.com",
  "outlook.* hotmail.* live.* msn.com windowslive.com passport.com",
  "icloud.com me.com mac.com",
  "yahoo.* ymail.com rocketmail.com aol.* aim.com verizon.net att.net sbcglobal.net comcast.net",
  // Privacy-first and independent
  "proton.me protonmail.* pm.me tutanota.* tutamail.com tuta.io tuta.com hey.com fastmail.* zoho.com zohomail.com mailfence.com posteo.* hushmail.com runbox.com disroot.org",
  // Europe
  "gmx.* web.de t-online.de freenet.de mail.de orange.fr wanadoo.fr free.fr laposte.net sfr.fr libero.it virgilio.it btinternet.com sky.com seznam.cz wp.pl o2.pl onet.pl interia.pl",
  // Russia, Asia, Latin America
  "yandex.* ya.ru mail.ru bk.ru inbox.ru list.ru rambler.ru qq.com 163.com 126.com yeah.net sina.com sohu.com aliyun.com naver.com daum.net hanmail.net rediffmail.com uol.com.br bol.com.br",
  // Throwaway inboxes
  "mailinator.com guerrillamail.com 10minutemail.com temp-mail.org yopmail.com",
  // Mail.com's family
  "mail.com email.com usa.com inbox.com",
]
  .join(" ")
  .split(" ");

/** The endings a `.*` entry may take: .com, .net, a country (.fr), or a country's .co / .com / .ne / .or (yahoo.co.uk, hotmail.com.br). */
const ANY_SUFFIX = /^(?:(?:com?|net|org|ne|or)\.)?(?:com|net|[a-z]{2})$/;

/** Whether `email`'s domain, or a domain it is under, is a free or consumer mail service. */
export function isFreeMailAddress(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!domain || !email.includes("@")) return false;
  const labels = domain.split(".");
  // The domain and each domain above it: mail.yahoo.co.uk, yahoo.co.uk, co.uk, uk.
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    for (const entry of FREE_MAIL_DOMAINS) {
      if (entry === candidate) return true;
      if (entry.endsWith(".*") && candidate.startsWith(entry.slice(0, -1)) && ANY_SUFFIX.test(candidate.slice(entry.length - 1))) return true;
    }
  }
  return false;
}
