/** A controllable XMLHttpRequest for upload tests: each send is recorded and answered by the test. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  /** Answers each request as it is sent (tests that script the server instead of acting step by step). */
  static onSend: ((xhr: FakeXhr) => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown = null;
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.onabort?.();
  }
  /** Test side: bytes of the body sent so far. */
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded });
  }
  /** Test side: the server's answer. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** Test side: the connection drops. */
  fail() {
    this.onerror?.();
  }

  static install(): void {
    FakeXhr.instances = [];
    FakeXhr.onSend = null;
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  }
  static last(): FakeXhr {
    const xhr = FakeXhr.instances[FakeXhr.instances.length - 1];
    if (!xhr) throw new Error('No XHR was sent');
    return xhr;
  }
}
