/**
 * JSON-LD for search engines, built from the same content the page shows (one source of truth).
 * Returned as React Router meta descriptors: `{ "script:ld+json": {...} }`.
 */
import type { MetaDescriptor } from "react-router";
import { site, type SiteConfig } from "#shared/content/site.ts";
import { COVER_SIZES, coverImagePaths } from "#shared/cover-images.ts";
import { absoluteUrl, DEFAULT_OG_IMAGE } from "#shared/seo.ts";
import { SITE_URL } from "#shared/site-url.ts";

type JsonLd = Record<string, unknown>;

/** A schema.org document: what a `script type="application/ld+json"` holds. */
export function schemaOrg(data: JsonLd): JsonLd {
  return { "@context": "https://schema.org", ...data };
}

export function jsonLd(data: JsonLd): MetaDescriptor {
  return { "script:ld+json": schemaOrg(data) };
}

/** The organisation with its contact facts (the team's settings when the server renders). */
export function organization(facts: SiteConfig = site): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${SITE_URL}/#organization`,
    name: facts.brand,
    legalName: facts.legalName,
    url: `${SITE_URL}/`,
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    email: facts.email,
    telephone: facts.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    sameAs: facts.socials.map((social) => social.href),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: facts.email,
      telephone: facts.phone.e164,
      areaServed: "US",
      availableLanguage: "English",
    },
  };
}

export function website(): JsonLd {
  return { "@type": "WebSite", "@id": `${SITE_URL}/#website`, name: site.brand, url: `${SITE_URL}/`, publisher: { "@id": `${SITE_URL}/#organization` } };
}

export function softwareApplication(product: { name: string; kind: string; description: string; path: string }): JsonLd {
  return {
    "@type": "SoftwareApplication",
    name: product.name,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: product.kind,
    operatingSystem: "Web",
    description: product.description,
    url: absoluteUrl(product.path),
    provider: { "@type": "Organization", name: site.brand, url: `${SITE_URL}/` },
  };
}

/** Breadcrumbs from the home page to this page: [["Solutions", "/solutions/marketing"], ...]. */
export function breadcrumbs(trail: Array<[name: string, path: string]>): JsonLd {
  const items: Array<[string, string]> = [["Home", "/"], ...trail];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

/** A list of articles that is not the blog itself: a tag or category archive, a further page. */
export function collectionPage(page: { name: string; description: string; path: string }, posts: Array<{ slug: string; title: string }>): JsonLd {
  return {
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    isPartOf: { "@id": `${SITE_URL}/#website` },
    mainEntity: {
      "@type": "ItemList",
      itemListElement: posts.map((post, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: post.title,
        url: absoluteUrl(`/blog/${post.slug}`),
      })),
    },
  };
}

/** BlogPosting for an article page. */
export function blogPosting(
  post: { title: string; excerpt: string; date: string; author: string; category: string; tags: string[]; image: string; cover?: string; wordCount: number; authorProfile?: { role?: string } },
  path: string,
  lang = "en-US",
): JsonLd {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author, ...(post.authorProfile?.role ? { jobTitle: post.authorProfile.role } : {}) },
    publisher: { "@type": "Organization", name: site.brand, logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") } },
    image: absoluteUrl(post.cover ? coverImagePaths(post.image, true).webp(COVER_SIZES.hero) : coverImagePaths(post.image).og),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    inLanguage: lang,
  };
}

/** The blog index: the blog itself and its articles, newest first. */
export function blog(posts: Array<{ slug: string; title: string; date: string; author: string }>, description: string): JsonLd {
  return {
    "@type": "Blog",
    name: `${site.brand} Blog`,
    description,
    url: absoluteUrl("/blog"),
    publisher: { "@id": `${SITE_URL}/#organization` },
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      datePublished: post.date,
      author: { "@type": "Person", name: post.author },
    })),
  };
}
