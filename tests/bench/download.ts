/** Child process of the export benchmark: POSTs to a URL and counts the answer's bytes, keeping none. */
const [url, token] = process.argv.slice(2);
const res = await fetch(url, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});
const reader = res.body!.getReader();
let bytes = 0;
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
process.send!({ status: res.status, bytes });

export {};
