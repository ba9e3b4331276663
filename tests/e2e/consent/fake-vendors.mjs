// Local stand-ins for the four third-party vendors (tag manager, pay-later, payment messages, reviews), so the
// consent tests never reach the internet. Each script marks itself loaded, fills its placement and calls home once
// (a connect-src request the CSP must allow). Started by playwright.config.ts on E2E_VENDOR_PORT.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_VENDOR_PORT ?? 3105);

const prelude = `var origin = new URL(document.currentScript.src).origin;
window.__fakeVendors = window.__fakeVendors || [];`;

const scripts = {
  '/gtm.js': `${prelude}
window.__fakeVendors.push('tagManager');
window.__fakeGtmConsent = (window.dataLayer || []).filter(function (entry) { return entry && entry[0] === 'consent'; })
  .map(function (entry) { return [entry[1], entry[2]]; });
fetch(origin + '/collect?vendor=tagManager', { mode: 'no-cors' });`,
  '/klarna.js': `${prelude}
window.__fakeVendors.push('payLater');
document.querySelectorAll('klarna-placement').forEach(function (node) {
  var cents = Number(node.getAttribute('data-purchase-amount'));
  node.textContent = 'Fake pay later: ' + (cents / 100).toFixed(2) + ' (' + node.getAttribute('data-locale') + ')';
});
fetch(origin + '/collect?vendor=payLater', { mode: 'no-cors' });`,
  '/paypal.js': `${prelude}
window.__fakeVendors.push('paymentMessages');
var query = new URL(document.currentScript.src).searchParams;
document.querySelectorAll('[data-pp-message]').forEach(function (node) {
  node.textContent = 'Fake payment message: 3 x ' + (Number(node.getAttribute('data-pp-amount')) / 3).toFixed(2) + ' ' + query.get('currency');
});
fetch(origin + '/collect?vendor=paymentMessages', { mode: 'no-cors' });`,
  '/reviews.js': `${prelude}
window.__fakeVendors.push('reviews');
document.querySelectorAll('.trustpilot-widget').forEach(function (node) {
  node.textContent = 'Fake reviews for ' + node.getAttribute('data-sku');
});
fetch(origin + '/collect?vendor=reviews', { mode: 'no-cors' });`,
};

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (pathname === '/health') return response.writeHead(200).end('ok');
  if (pathname === '/collect') return response.writeHead(204).end();
  const body = scripts[pathname];
  if (!body) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(body);
}).listen(port, '127.0.0.1');
