/**
 * Real User-Agent strings of the major browsers, devices, crawlers and tools, as their vendors document or
 * send them, with what each should be read as. `agent` is the bot or tool (null for a person's browser);
 * `valid` is the RFC 9110 verdict.
 */
export interface UaExpectation {
  ua: string;
  browser?: string;
  os?: string;
  platform?: string;
  agent?: string | null;
  kind?: string;
  valid?: boolean;
}

export const REAL_USER_AGENTS: readonly UaExpectation[] = [
  // Browsers.
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome',
    os: 'macOS',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    browser: 'Chrome',
    os: 'Linux',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    browser: 'Chrome',
    os: 'Android',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    browser: 'Chrome',
    os: 'iOS',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox',
    os: 'macOS',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox',
    os: 'Linux',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    browser: 'Firefox',
    os: 'Android',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    browser: 'Safari',
    os: 'macOS',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    browser: 'Safari',
    os: 'iOS',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    browser: 'Safari',
    os: 'iOS',
    platform: 'tablet',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    browser: 'Microsoft Edge',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    browser: 'Microsoft Edge',
    os: 'Android',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    browser: 'Opera',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    browser: 'Samsung Internet for Android',
    os: 'Android',
    platform: 'mobile',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
    browser: 'Yandex Browser',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
    browser: 'Internet Explorer',
    os: 'Windows',
    platform: 'desktop',
    agent: null,
  },
  {
    ua: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
    os: 'Tizen',
    platform: 'tv',
    agent: null,
  },
  // Search crawlers.
  {
    ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    agent: 'Googlebot',
    kind: 'search crawler',
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    agent: 'Googlebot',
    kind: 'search crawler',
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    agent: 'Bingbot',
    kind: 'search crawler',
  },
  { ua: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', agent: 'DuckDuckBot', valid: false },
  {
    ua: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    agent: 'YandexBot',
    kind: 'search crawler',
  },
  {
    ua: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    agent: 'Baiduspider',
    kind: 'search crawler',
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    agent: 'Applebot',
    kind: 'search crawler',
  },
  {
    ua: 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    agent: 'Yahoo! Slurp',
  },
  // AI crawlers.
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    agent: 'GPTBot',
    kind: 'AI crawler',
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)',
    agent: 'ChatGPT-User',
    kind: 'AI assistant',
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    agent: 'ClaudeBot',
    kind: 'AI crawler',
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    agent: 'PerplexityBot',
  },
  { ua: 'CCBot/2.0 (https://commoncrawl.org/faq/)', agent: 'CCBot', kind: 'AI crawler' },
  // Link previews.
  {
    ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    agent: 'facebookexternalhit',
    kind: 'link preview',
  },
  { ua: 'Twitterbot/1.0', agent: 'Twitterbot', kind: 'link preview' },
  {
    ua: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    agent: 'LinkedInBot',
  },
  {
    ua: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    agent: 'Slackbot',
    kind: 'link preview',
  },
  {
    ua: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    agent: 'Discordbot',
  },
  // SEO and monitoring.
  { ua: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', agent: 'AhrefsBot', kind: 'SEO crawler' },
  {
    ua: 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    agent: 'SemrushBot',
  },
  { ua: 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)', agent: 'UptimeRobot', valid: false },
  // Headless browsers.
  {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    agent: 'Headless Chrome',
    kind: 'headless browser',
  },
  // Command-line tools, API clients and HTTP libraries.
  { ua: 'curl/8.4.0', agent: 'curl', kind: 'command-line tool' },
  { ua: 'Wget/1.21.4', agent: 'Wget', kind: 'command-line tool' },
  { ua: 'HTTPie/3.2.2', agent: 'HTTPie' },
  {
    ua: 'Mozilla/5.0 (Windows NT; Windows NT 10.0; en-US) WindowsPowerShell/5.1.22621.4111',
    agent: 'Windows PowerShell',
  },
  { ua: 'PostmanRuntime/7.42.0', agent: 'Postman', kind: 'API client' },
  { ua: 'python-requests/2.32.3', agent: 'python-requests', kind: 'HTTP library' },
  { ua: 'Python-urllib/3.12', agent: 'urllib', kind: 'HTTP library' },
  { ua: 'python-httpx/0.27.2', agent: 'HTTPX' },
  { ua: 'Python/3.12 aiohttp/3.10.10', agent: 'aiohttp' },
  { ua: 'Scrapy/2.11.2 (+https://scrapy.org)', agent: 'Scrapy' },
  { ua: 'Go-http-client/1.1', agent: 'Go net/http', kind: 'HTTP library' },
  { ua: 'Go-http-client/2.0', agent: 'Go net/http' },
  { ua: 'okhttp/4.12.0', agent: 'OkHttp', kind: 'HTTP library' },
  { ua: 'axios/1.7.7', agent: 'axios', kind: 'HTTP library' },
  { ua: 'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)', agent: 'node-fetch' },
  { ua: 'node', agent: 'Node.js fetch' },
  { ua: 'Java/17.0.2', agent: 'Java (HttpURLConnection)', kind: 'HTTP library' },
  { ua: 'Java-http-client/21.0.5', agent: 'Java HttpClient' },
  { ua: 'Apache-HttpClient/4.5.14 (Java/17.0.9)', agent: 'Apache HttpClient' },
  { ua: 'libwww-perl/6.72', agent: 'libwww-perl', kind: 'HTTP library' },
  { ua: 'GuzzleHttp/7', agent: 'Guzzle' },
  { ua: 'Dart/3.5 (dart:io)', agent: 'Dart HttpClient' },
  {
    ua: 'Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240805.005)',
    agent: 'Dalvik (Android HttpURLConnection)',
  },
  { ua: 'MyApp/1.0 CFNetwork/1496.0.7 Darwin/23.5.0', agent: 'CFNetwork (Apple URLSession)' },
];
