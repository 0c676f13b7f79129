/**
 * The bots and tools that are not browsers, by the product or comment token their User-Agent carries, as
 * each operator documents it. Checked before the browser parse: crawlers often wear a browser's string
 * ("Mozilla/5.0 ... Chrome/... (compatible; Googlebot/2.1; ...)") and must not count as that browser.
 */

export type AgentKind =
  | 'search crawler'
  | 'AI crawler'
  | 'AI assistant'
  | 'link preview'
  | 'SEO crawler'
  | 'monitoring'
  | 'archiver'
  | 'command-line tool'
  | 'HTTP library'
  | 'API client'
  | 'headless browser'
  | 'bot';

export interface KnownAgent {
  name: string;
  kind: AgentKind;
  operator: string;
  /** How its owner says to tell the real one from an impostor, where they say. */
  verify?: string;
}

interface AgentRule extends KnownAgent {
  /** Matches the agent's token; group 1, when present, is its version. */
  pattern: RegExp;
}

const rule = (pattern: RegExp, name: string, kind: AgentKind, operator: string, verify?: string): AgentRule => ({
  pattern,
  name,
  kind,
  operator,
  verify,
});

/** A name that says "bot", "crawler" or "spider" but is in no row above. */
const GENERIC = 'Unnamed bot';

const GOOGLE_DNS = 'reverse DNS ends in googlebot.com, google.com or googleusercontent.com, and resolves back';

/** Most specific first: the first rule that matches names the agent. */
export const AGENT_RULES: readonly AgentRule[] = [
  // Search engines.
  rule(/\bGoogle-InspectionTool\/([\w.]+)/, 'Google-InspectionTool', 'search crawler', 'Google', GOOGLE_DNS),
  rule(/\bGoogleOther(?:-Image|-Video)?(?:\/([\w.]+))?/, 'GoogleOther', 'search crawler', 'Google', GOOGLE_DNS),
  rule(/\bStorebot-Google\/([\w.]+)/, 'Storebot-Google', 'search crawler', 'Google', GOOGLE_DNS),
  rule(/\bAdsBot-Google(?:-Mobile)?\b/, 'AdsBot-Google', 'search crawler', 'Google', GOOGLE_DNS),
  rule(/\bMediapartners-Google\b/, 'Mediapartners-Google (AdSense)', 'search crawler', 'Google', GOOGLE_DNS),
  rule(
    /\bGooglebot-(?:Image|News|Video)\/([\w.]+)/,
    'Googlebot (images, news or video)',
    'search crawler',
    'Google',
    GOOGLE_DNS,
  ),
  rule(/\bGooglebot\/([\w.]+)/, 'Googlebot', 'search crawler', 'Google', GOOGLE_DNS),
  rule(
    /\bbingbot\/([\w.]+)/i,
    'Bingbot',
    'search crawler',
    'Microsoft',
    'reverse DNS ends in search.msn.com, and resolves back',
  ),
  rule(/\bBingPreview\/([\w.]+)/, 'BingPreview', 'link preview', 'Microsoft'),
  rule(/\bmsnbot(?:-media)?\/([\w.]+)/, 'msnbot', 'search crawler', 'Microsoft'),
  rule(/\bDuckAssistBot\/([\w.]+)/, 'DuckAssistBot', 'AI assistant', 'DuckDuckGo'),
  rule(/\bDuckDuckBot(?:-Https)?\/([\w.]+)/, 'DuckDuckBot', 'search crawler', 'DuckDuckGo', 'its published IP list'),
  rule(
    /\bYandex(?:Bot|Images|Mobile(?:Bot)?|Metrika|Direct)\/([\w.]+)/,
    'YandexBot',
    'search crawler',
    'Yandex',
    'reverse DNS ends in yandex.ru, yandex.net or yandex.com, and resolves back',
  ),
  rule(
    /\bBaiduspider(?:-render|-image)?(?:\/([\w.]+))?/i,
    'Baiduspider',
    'search crawler',
    'Baidu',
    'reverse DNS ends in baidu.com or baidu.jp',
  ),
  rule(/\bApplebot-Extended\b/, 'Applebot-Extended', 'AI crawler', 'Apple'),
  rule(/\bApplebot\/([\w.]+)/, 'Applebot', 'search crawler', 'Apple', 'reverse DNS ends in applebot.apple.com'),
  rule(/\bYahoo! Slurp\b/, 'Yahoo! Slurp', 'search crawler', 'Yahoo'),
  rule(/\bSeznamBot\/([\w.]+)/, 'SeznamBot', 'search crawler', 'Seznam'),
  rule(/\bPetalBot\b/, 'PetalBot', 'search crawler', 'Huawei'),
  rule(/\bSogou web spider\/([\w.]+)/, 'Sogou web spider', 'search crawler', 'Sogou'),
  rule(/\bYeti\/([\w.]+)/, 'Yeti (Naver)', 'search crawler', 'Naver'),
  rule(/\bMojeekBot\/([\w.]+)/, 'MojeekBot', 'search crawler', 'Mojeek'),
  rule(/\bQwantify\b|\bQwantbot\b/, 'Qwantbot', 'search crawler', 'Qwant'),
  // AI crawlers and assistants.
  rule(/\bGPTBot\/([\w.]+)/, 'GPTBot', 'AI crawler', 'OpenAI', 'its published IP list'),
  rule(/\bChatGPT-User\/([\w.]+)/, 'ChatGPT-User', 'AI assistant', 'OpenAI', 'its published IP list'),
  rule(/\bOAI-SearchBot\/([\w.]+)/, 'OAI-SearchBot', 'AI crawler', 'OpenAI', 'its published IP list'),
  rule(/\bClaudeBot\/([\w.]+)/, 'ClaudeBot', 'AI crawler', 'Anthropic'),
  rule(/\bClaude-User\/([\w.]+)/, 'Claude-User', 'AI assistant', 'Anthropic'),
  rule(/\bClaude-SearchBot\/([\w.]+)/, 'Claude-SearchBot', 'AI crawler', 'Anthropic'),
  rule(/\banthropic-ai\b/, 'anthropic-ai', 'AI crawler', 'Anthropic'),
  rule(/\bPerplexityBot\/([\w.]+)/, 'PerplexityBot', 'AI crawler', 'Perplexity'),
  rule(/\bPerplexity-User\/([\w.]+)/, 'Perplexity-User', 'AI assistant', 'Perplexity'),
  rule(/\bCCBot\/([\w.]+)/, 'CCBot', 'AI crawler', 'Common Crawl'),
  rule(/\bBytespider\b/, 'Bytespider', 'AI crawler', 'ByteDance'),
  rule(/\bAmazonbot\/([\w.]+)/, 'Amazonbot', 'AI crawler', 'Amazon'),
  rule(/\bmeta-externalagent\/([\w.]+)/i, 'meta-externalagent', 'AI crawler', 'Meta'),
  rule(/\bcohere-ai\b/, 'cohere-ai', 'AI crawler', 'Cohere'),
  rule(/\bDiffbot\/([\w.]+)/, 'Diffbot', 'AI crawler', 'Diffbot'),
  // Link previews.
  rule(/\bfacebookexternalhit\/([\w.]+)/, 'facebookexternalhit', 'link preview', 'Meta'),
  rule(/\bfacebookcatalog\/([\w.]+)/, 'facebookcatalog', 'link preview', 'Meta'),
  rule(/\bFacebot\b/, 'Facebot', 'link preview', 'Meta'),
  rule(/\bTwitterbot\/([\w.]+)/, 'Twitterbot', 'link preview', 'X (Twitter)'),
  rule(/\bLinkedInBot\/([\w.]+)/, 'LinkedInBot', 'link preview', 'LinkedIn'),
  rule(/\bSlackbot(?:-LinkExpanding)?(?: ([\d.]+))?/, 'Slackbot', 'link preview', 'Slack'),
  rule(/\bDiscordbot\/([\w.]+)/, 'Discordbot', 'link preview', 'Discord'),
  rule(/\bTelegramBot\b/, 'TelegramBot', 'link preview', 'Telegram'),
  rule(/^WhatsApp\/([\w.]+)/, 'WhatsApp', 'link preview', 'Meta'),
  rule(/\bPinterestbot\/([\w.]+)/i, 'Pinterestbot', 'link preview', 'Pinterest'),
  rule(/\bredditbot\/([\w.]+)/, 'redditbot', 'link preview', 'Reddit'),
  rule(/\bSkypeUriPreview\b/, 'SkypeUriPreview', 'link preview', 'Microsoft'),
  // SEO crawlers.
  rule(/\bAhrefsBot\/([\w.]+)/, 'AhrefsBot', 'SEO crawler', 'Ahrefs'),
  rule(/\bSemrushBot(?:-[\w]+)?\/([\w.~]+)/, 'SemrushBot', 'SEO crawler', 'Semrush'),
  rule(/\bMJ12bot\/v?([\w.]+)/, 'MJ12bot', 'SEO crawler', 'Majestic'),
  rule(/\bDotBot\/([\w.]+)/, 'DotBot', 'SEO crawler', 'Moz'),
  rule(/\brogerbot\/([\w.]+)/, 'rogerbot', 'SEO crawler', 'Moz'),
  rule(/\bBLEXBot\/([\w.]+)/, 'BLEXBot', 'SEO crawler', 'WebMeUp'),
  rule(/\bDataForSeoBot\/([\w.]+)/, 'DataForSeoBot', 'SEO crawler', 'DataForSEO'),
  rule(/\bScreaming Frog SEO Spider\/([\w.]+)/, 'Screaming Frog SEO Spider', 'SEO crawler', 'Screaming Frog'),
  // Monitoring and archiving.
  rule(/\bUptimeRobot\/([\w.]+)/, 'UptimeRobot', 'monitoring', 'UptimeRobot'),
  rule(/\bPingdom\.com_bot_version_([\w.]+)/, 'Pingdom', 'monitoring', 'SolarWinds'),
  rule(/\bStatusCake\b/, 'StatusCake', 'monitoring', 'StatusCake'),
  rule(/\bSite24x7\b/, 'Site24x7', 'monitoring', 'Zoho'),
  rule(/\bDatadog\/Synthetics\b/, 'Datadog Synthetics', 'monitoring', 'Datadog'),
  rule(/\bGoogleStackdriverMonitoring-UptimeChecks\b/, 'Google Cloud uptime check', 'monitoring', 'Google'),
  rule(/\barchive\.org_bot\b|\bia_archiver\b/, 'Internet Archive crawler', 'archiver', 'Internet Archive'),
  // Headless browsers: a browser string, driven by a program.
  rule(/\bHeadlessChrome\/([\w.]+)/, 'Headless Chrome', 'headless browser', 'Google (Puppeteer, Playwright, Selenium)'),
  rule(/\bPhantomJS\/([\w.]+)/, 'PhantomJS', 'headless browser', 'PhantomJS'),
  // Command-line tools.
  rule(/^curl\/([\w.-]+)/, 'curl', 'command-line tool', 'curl project'),
  rule(/^Wget\/([\w.-]+)/, 'Wget', 'command-line tool', 'GNU'),
  rule(/^HTTPie\/([\w.-]+)/, 'HTTPie', 'command-line tool', 'HTTPie'),
  rule(/^aria2\/([\w.-]+)/, 'aria2', 'command-line tool', 'aria2 project'),
  rule(/\bWindowsPowerShell\/([\w.]+)/, 'Windows PowerShell', 'command-line tool', 'Microsoft'),
  rule(/\bPowerShell\/([\w.]+)/, 'PowerShell', 'command-line tool', 'Microsoft'),
  // API clients.
  rule(/^PostmanRuntime\/([\w.-]+)/, 'Postman', 'API client', 'Postman'),
  rule(/^insomnia\/([\w.-]+)/i, 'Insomnia', 'API client', 'Kong'),
  rule(/^Bruno\/([\w.-]+)/i, 'Bruno', 'API client', 'Bruno'),
  // HTTP libraries.
  rule(/^python-requests\/([\w.-]+)/, 'python-requests', 'HTTP library', 'Python'),
  rule(/^python-httpx\/([\w.-]+)/, 'HTTPX', 'HTTP library', 'Python'),
  rule(/^Python-urllib\/([\w.-]+)/, 'urllib', 'HTTP library', 'Python'),
  rule(/\baiohttp\/([\w.-]+)/, 'aiohttp', 'HTTP library', 'Python'),
  rule(/^Scrapy\/([\w.-]+)/, 'Scrapy', 'HTTP library', 'Python'),
  rule(/^Go-http-client\/([\w.-]+)/, 'Go net/http', 'HTTP library', 'Go'),
  rule(/^okhttp\/([\w.-]+)/i, 'OkHttp', 'HTTP library', 'Java/Kotlin'),
  rule(/^axios\/([\w.-]+)/, 'axios', 'HTTP library', 'JavaScript'),
  rule(/^node-fetch(?:\/([\w.-]+))?/, 'node-fetch', 'HTTP library', 'JavaScript'),
  rule(/^undici\b/, 'undici (Node.js fetch)', 'HTTP library', 'JavaScript'),
  rule(/^node$/, 'Node.js fetch', 'HTTP library', 'JavaScript'),
  rule(/^got\b/, 'got', 'HTTP library', 'JavaScript'),
  rule(/^Apache-HttpClient\/([\w.-]+)/, 'Apache HttpClient', 'HTTP library', 'Java'),
  rule(/^Java-http-client\/([\w.-]+)/, 'Java HttpClient', 'HTTP library', 'Java'),
  rule(/^Java\/([\w.-]+)/, 'Java (HttpURLConnection)', 'HTTP library', 'Java'),
  rule(/^libwww-perl\/([\w.-]+)/, 'libwww-perl', 'HTTP library', 'Perl'),
  rule(/^GuzzleHttp\/([\w.-]+)/, 'Guzzle', 'HTTP library', 'PHP'),
  rule(/^Faraday v([\w.-]+)/, 'Faraday', 'HTTP library', 'Ruby'),
  rule(/^Ruby\b/, 'Ruby Net::HTTP', 'HTTP library', 'Ruby'),
  rule(/^Dart\/([\w.-]+) \(dart:io\)/, 'Dart HttpClient', 'HTTP library', 'Dart'),
  rule(/^reqwest\/([\w.-]+)/, 'reqwest', 'HTTP library', 'Rust'),
  rule(/^RestSharp\/([\w.-]+)/, 'RestSharp', 'HTTP library', '.NET'),
  rule(/^Dalvik\/([\w.-]+)/, 'Dalvik (Android HttpURLConnection)', 'HTTP library', 'Android'),
  rule(/\bCFNetwork\/([\w.-]+)/, 'CFNetwork (Apple URLSession)', 'HTTP library', 'Apple'),
  rule(/^libcurl\/([\w.-]+)/, 'libcurl', 'HTTP library', 'curl project'),
  // The generic tells, last.
  rule(
    /\b[A-Za-z][\w-]*(?:bot|Bot|BOT|crawler|Crawler|spider|Spider)(?:\/([\w.]+))?(?=[;)\s]|$)/,
    GENERIC,
    'bot',
    'unknown',
  ),
];

export interface AgentMatch extends KnownAgent {
  version: string;
}

export function findAgent(userAgent: string): AgentMatch | null {
  for (const entry of AGENT_RULES) {
    const match = entry.pattern.exec(userAgent);
    if (match) {
      const { pattern: _pattern, ...agent } = entry;
      const name = entry.name === GENERIC ? match[0].replace(/\/.*/, '') : entry.name;
      return { ...agent, name, version: match[1] ?? '' };
    }
  }
  return null;
}
