# Varnish in front of the site's processes (docs/operations.md, "A CDN in front"), for Debian's
# varnish 7.1 without extra vmods. Run the servers with CDN_PURGE=varnish and VARNISH_URLS naming
# where this cache listens, and TRUST_PROXY counting it as a hop. TLS stays in nginx, in front.
# The servers say what may be kept (s-maxage, Surrogate-Control) and tag each page with its
# surrogate key; a publish bans the keys of the pages it changed (server/site/cdn/varnish.ts).
vcl 4.1;

import directors;
import std;

# Every process of the site; each is asked only while it answers its liveness probe.
backend origin_a {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}
backend origin_b {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

# Who may ban: the site's processes (replace with their addresses when they run elsewhere).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new origins = directors.round_robin();
    origins.add_backend(origin_a);
    origins.add_backend(origin_b);
}

sub vcl_recv {
    set req.backend_hint = origins.backend();

    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.X-Purge-All) {
            ban("obj.status != 0");
            return (synth(200, "Banned everything"));
        }
        if (req.http.X-Purge-Keys !~ "^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+)*$") {
            return (synth(400, "X-Purge-Keys: surrogate keys separated by spaces"));
        }
        # Only obj.* in the expression: the ban lurker drops the objects in the background.
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.X-Purge-Keys, " ", "|") + ")(\s|$)");
        return (synth(200, "Banned"));
    }

    # Prometheus reads /metrics on the private network, never through the cache.
    if (req.url ~ "^/metrics") {
        return (synth(404, "Not found"));
    }

    call vcl_req_host;
    call vcl_req_method;
    call vcl_req_authorization;

    # The studio, the API, preview links and the files forms give are per person: straight through.
    if (req.url ~ "^/(admin|api|preview|downloads)(/|\?|$)") {
        return (pass);
    }

    # A public page is the same for every visitor whatever cookies they carry (the servers keep it
    # so), so cookies do not stop a lookup; they still reach the servers on a miss, where a page
    # under test reads its visitor's id and answers privately (never kept, never shared).
    return (hash);
}

sub vcl_backend_response {
    # The servers state a policy for all they want kept; the rest (redirects, whose rules editors
    # change) is not kept at all, rather than for Varnish's default two minutes.
    if (!beresp.http.Cache-Control && !beresp.http.Surrogate-Control) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Stale-while-revalidate from Surrogate-Control: must-revalidate keeps it out of Cache-Control.
    if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
    }
}

sub vcl_deliver {
    # For the cache's own use: browsers have no use for them.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.Surrogate-Control;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
