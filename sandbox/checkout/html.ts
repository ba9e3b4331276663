export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1d2b1f}
fieldset{border:1px solid #9bb39f;border-radius:.5rem;margin:1rem 0;padding:1rem}legend{font-weight:600}
label{display:block;margin:.5rem 0 .2rem}input[type=text],input[type=email],input[type=tel],select{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.choice label{display:inline;margin-left:.4rem}.choice{margin:.4rem 0}
.error{color:#a00000}[aria-invalid=true]{border:2px solid #a00000}
button{background:#1f5f2c;color:#fff;border:0;border-radius:.4rem;padding:.8rem 1.4rem;font-size:1.1rem;cursor:pointer}
button:focus,input:focus,select:focus,a:focus{outline:3px solid #f0a500;outline-offset:2px}
table{width:100%;border-collapse:collapse}td,th{padding:.3rem;text-align:left}td.amount,th.amount{text-align:right}
#errors{border:2px solid #a00000;padding:.5rem 1rem;border-radius:.4rem}`;

export function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
