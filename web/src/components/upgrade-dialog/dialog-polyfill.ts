// Test support: jsdom has HTMLDialogElement but not showModal()/close(). These stand-ins keep
// the open attribute and the close event, which is all the components rely on; focus trapping
// and Escape are the browser's and are covered by the journeys.
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
