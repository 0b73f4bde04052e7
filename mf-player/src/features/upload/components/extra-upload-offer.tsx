import { AddonOffer } from '#shared/components/addon-offer';

/** Offered where the plan's media limit refused an upload: one more highlight or photo. */
export function ExtraUploadOffer() {
  return <AddonOffer addon="extra_upload" title="Need one more upload?" action="Buy an extra upload" term="+1 upload" />;
}
