/**
 * Highlights and the media pipeline (the highlight form, files, calls and limits): the create DTO (server ValidationPipe + the /upload form), the
 * response shape, the accepted file types, the resumable upload protocol and the spec's messages.
 */
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { emptyToUndefined, RequiredText } from './field-rules';
import { LIMITS } from './limits';
import { HIGHLIGHT_TAGS, VISIBILITIES, type Visibility } from './players';

export const HIGHLIGHT_CONTENT_TYPES = ['video', 'image'] as const;
export type HighlightContentType = (typeof HIGHLIGHT_CONTENT_TYPES)[number];
export type HighlightTag = (typeof HIGHLIGHT_TAGS)[number];

/** Processing state: others see only 'ready'; the owner sees every state (the upload page polls it). */
export const HIGHLIGHT_STATUS_VALUES = ['pending', 'processing', 'ready', 'failed'] as const;
export type HighlightStatusValue = (typeof HIGHLIGHT_STATUS_VALUES)[number];

/**
 * File types accepted by content (magic bytes, checked by the server): video MP4, MOV (QuickTime),
 * AVI; images JPG, PNG, WEBP, GIF. `mimeTypes` are what browsers report,
 * for the file input's `accept` and the page's quick check.
 */
export const ACCEPTED_MEDIA = {
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo'],
    extensions: ['.mp4', '.mov', '.avi'],
  },
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
  },
} as const;

/** Size limits of a highlight file: one video limit (2 GB, docs/decisions.md); images as the spec's image limit. */
export const HIGHLIGHT_MAX_BYTES: Record<HighlightContentType, number> = {
  video: LIMITS.videoMaxBytes,
  image: LIMITS.imageMaxBytes,
};

/**
 * Upload URLs one user may have open at once (pending: neither complete nor lapsed); beyond it 409
 * LIMIT_REACHED with HIGHLIGHT_MESSAGES.openUploadsLimit, so nobody holds many parallel 2 GB uploads.
 */
export const OPEN_UPLOADS_MAX = 5;

/** "{n}MB" as the spec's message writes a limit (2 GB -> 2048MB). */
export const megabytes = (bytes: number): number => Math.floor(bytes / (1024 * 1024));

export const HIGHLIGHT_MESSAGES = {
  titleRequired: 'Title is required',
  noFile: 'No File Uploaded',
  profileRequiredTitle: 'Profile Required',
  profileRequired: 'Player Profile Required',
  guardianConsentTitle: 'Guardian Consent Required',
  guardianConsent: 'Guardian consent is required for users under 18.',
  guardianConsentText: 'My parent or guardian consents to uploading and sharing my rugby highlights.',
  invalidTypeTitle: 'Invalid File Type',
  invalidVideo: 'Please upload a video file (MP4, MOV, AVI).',
  /** Spec silent for highlight images: same wording for the image types of the help text. */
  invalidImage: 'Please upload an image file (JPG, PNG, WEBP, GIF).',
  tooLargeTitle: 'File Too Large',
  tooLarge: (maxBytes: number) => `File size must be less than ${megabytes(maxBytes)}MB.`,
  largeUploadWarning: 'Large upload in progress. Please keep this tab open.',
  limitTitle: 'Upload Limit Reached',
  openUploadsLimit: `You can have up to ${OPEN_UPLOADS_MAX} uploads in progress at once. Finish one before starting another.`,
  limit: (max: number, planName: string) =>
    `Your ${planName} plan allows up to ${max} highlights and photos. Upgrade or remove one to upload more.`,
  deleteConfirm: 'This action cannot be undone.',
  invalidTag: 'Please choose tags from the list',
  invalidPrivacy: 'Please choose who can see this highlight',
  invalidContentType: 'Content type must be video or image',
  invalidDate: 'Event date must be a valid date',
  notFound: 'Highlight not found',
  /** A highlight beyond the Free allowance after a paid plan ended (docs/billing.md "Media after a paid plan ends"). */
  planHidden: 'Hidden — your plan ended',
  planHiddenDownload: 'Download',
  chooseVisible: 'Choose which highlights stay visible',
  chooseVisibleHelp: (allowance: number) =>
    `Your plan shows ${allowance} highlights and photos. Hidden ones are seen only by you and are deleted 30 days after your plan ended; download what you want to keep.`,
  chooseVisibleExactly: (n: number) => `Choose exactly ${n} highlights to keep visible`,
  chooseVisibleSave: 'Keep these visible',
  chooseVisibleSaved: 'Your visible highlights were updated',
} as const;

/** GET and POST /api/highlights/visible-selection. POST: the caller's highlights that stay visible; the others are hidden. */
export class VisibleSelectionDto {
  @IsArray({ message: 'highlightIds must be a list of highlight ids' })
  @ArrayMaxSize(100, { message: 'highlightIds must be a list of highlight ids' })
  @IsUUID('all', { each: true, message: 'highlightIds must be a list of highlight ids' })
  highlightIds!: string[];
}

export interface VisibleSelectionResponse {
  visible: string[];
  hidden: string[];
  allowance: number;
}

/** Toasts of the /upload page and the profile's highlights grid. */
export const HIGHLIGHT_TOASTS = {
  uploadSuccessful: 'Upload Successful',
  uploadComplete: 'Upload Complete',
  uploadCompleteDescription: 'File uploaded. Now fill in the details.',
  uploadFailed: 'Upload Failed',
  networkWhileUploading: 'Network error while uploading. Please try again.',
  failedToStart: 'Failed to start upload. Please try again.',
  success: 'Success',
  successDescription: 'Highlight uploaded successfully!',
  networkError: 'Network Error',
  networkErrorDescription: 'Unable to connect to server.',
  failedToUpload: 'Failed to upload highlight. Please try again.',
  deleted: 'Highlight deleted',
  deleteFailed: 'Failed to delete highlight',
} as const;

/** The stored object path of an upload: /objects/uploads/{id}. */
export const OBJECT_PATH_PREFIX = '/objects/uploads/';
export const OBJECT_PATH_RE = /^\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const objectPathOf = (uploadId: string): string => `${OBJECT_PATH_PREFIX}${uploadId}`;
/** The upload id inside an object path, or null. */
export const uploadIdOf = (objectPath: string): string | null => OBJECT_PATH_RE.exec(objectPath)?.[1] ?? null;

/**
 * Resumable upload on the upload URL (see /tmp/team/api-media.md and the README):
 * HEAD uploadURL answers `Upload-Offset` (bytes the server has) and `Upload-Status`;
 * PUT uploadURL with `Content-Range: bytes {offset}-{size-1}/{size}` appends from that offset.
 */
export const UPLOAD_HEADERS = {
  offset: 'Upload-Offset',
  length: 'Upload-Length',
  status: 'Upload-Status',
} as const;
export type UploadStatusValue = 'pending' | 'complete';

/** POST /api/objects/upload. */
export interface UploadUrlResponse {
  /** Signed, expiring, single-use URL to PUT the file to: /api/objects/uploads/{id}?token=… */
  uploadURL: string;
  /** The stored path the highlight will reference: /objects/uploads/{id}. */
  objectPath: string;
  /** When the URL stops accepting a first byte (an upload in progress stays valid while it progresses). */
  expiresAt: string;
  /** Largest accepted body (video); images are limited to HIGHLIGHT_MAX_BYTES.image. */
  maxBytes: number;
}

/** Body of a PUT that completed the upload (200). */
export interface UploadCompleteResponse {
  objectPath: string;
  size: number;
  /** Detected from the file's content: video/mp4, video/quicktime, video/x-msvideo, image/jpeg, … */
  contentType: string;
  kind: HighlightContentType;
}

const trimOrUndefined = emptyToUndefined;

/** POST /api/highlights {title, contentType, filePath, privacy, tags[], competition?, opponent?, eventDate?, guardianConsent?}. */
export class CreateHighlightDto {
  @RequiredText('Title', 120)
  title!: string;

  /** Optional: a highlight is a video unless it says otherwise. */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 'video' : value))
  @IsIn(HIGHLIGHT_CONTENT_TYPES as unknown as string[], { message: HIGHLIGHT_MESSAGES.invalidContentType })
  contentType: HighlightContentType = 'video';

  /** The object path the upload returned; missing or not an upload path = nothing uploaded. */
  @Matches(OBJECT_PATH_RE, { message: HIGHLIGHT_MESSAGES.noFile })
  @IsString({ message: HIGHLIGHT_MESSAGES.noFile })
  filePath!: string;

  @Transform(trimOrUndefined)
  @IsOptional()
  @IsIn(VISIBILITIES as unknown as string[], { message: HIGHLIGHT_MESSAGES.invalidPrivacy })
  privacy?: Visibility;

  @IsOptional()
  @IsArray({ message: HIGHLIGHT_MESSAGES.invalidTag })
  @ArrayMaxSize(HIGHLIGHT_TAGS.length, { message: HIGHLIGHT_MESSAGES.invalidTag })
  @IsIn(HIGHLIGHT_TAGS as unknown as string[], { each: true, message: HIGHLIGHT_MESSAGES.invalidTag })
  tags?: HighlightTag[];

  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString({ message: 'Competition must be text' })
  @MaxLength(120, { message: 'Competition must be less than 120 characters' })
  competition?: string;

  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString({ message: 'Opponent must be text' })
  @MaxLength(120, { message: 'Opponent must be less than 120 characters' })
  opponent?: string;

  /** A calendar date YYYY-MM-DD (the form's date input). */
  @Transform(trimOrUndefined)
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: HIGHLIGHT_MESSAGES.invalidDate })
  eventDate?: string;

  /** Required true for a player under 18 (checked by the server against the profile's dob). */
  @IsOptional()
  @IsBoolean({ message: HIGHLIGHT_MESSAGES.guardianConsent })
  guardianConsent?: boolean;
}

/** Where a highlight's files are served (privacy enforced on each): null until that file exists; and the playable file's size. */
export interface HighlightMediaUrls {
  /** The uploaded file as sent: GET /api/highlights/{id}/media/original. */
  original: string | null;
  /** Video: H.264/AAC MP4 at 360p (≤ 500 kbps). Image: WebP up to 1280 px. */
  playable: string | null;
  /** Video: JPEG frame at 360p. Image: WebP up to 480 px. */
  poster: string | null;
  /**
   * Bytes of `playable` (what playing a video without HLS downloads, shown as "1.8 MB" before play);
   * null when unknown or when `playable` is (a free viewer's preview gets no playable media).
   */
  playableBytes: number | null;
}

export const HIGHLIGHT_MEDIA_VARIANTS = ['original', 'playable', 'poster'] as const;

/**
 * The adaptive ladder a video is transcoded to (HLS, docs/video.md), lowest first. Heights are the short
 * side (portrait clips stay sharp); kbps are the video's peak rate, audio AAC on top. 540p is made only
 * when the source is at least that big (never upscaled); 360p is also the playable MP4.
 */
export const VIDEO_RENDITIONS = [
  { name: '234p', height: 234, videoKbps: 150, audioKbps: 48 },
  { name: '360p', height: 360, videoKbps: 500, audioKbps: 64 },
  { name: '540p', height: 540, videoKbps: 1200, audioKbps: 96 },
] as const;
export type VideoRenditionName = (typeof VIDEO_RENDITIONS)[number]['name'];
/** Data saver caps playback at this rendition (docs/video.md). */
export const DATA_SAVER_RENDITION: VideoRenditionName = '234p';

/** One rendition of a highlight's adaptive video, as stored. */
export interface HighlightRendition {
  name: VideoRenditionName;
  /** Short side in px (234, 360, 540). */
  height: number;
  /** Peak bitrate of its segments (video + audio), kbit/s: the playlist's BANDWIDTH. */
  bitrateKbps: number;
  /** What playing it whole downloads (init + segments), bytes: shown as "1.8 MB" before play. */
  bytes: number;
}

/** A highlight's HLS video: the master playlist (served like the media, privacy enforced) and its renditions. */
export interface HighlightAdaptiveVideo {
  /** GET /api/highlights/{id}/hls/master.m3u8; media playlists and segments sit under /hls/{rendition}/. */
  master: string;
  /** Lowest first. */
  renditions: HighlightRendition[];
}
export type HighlightMediaVariant = (typeof HIGHLIGHT_MEDIA_VARIANTS)[number];

/** A highlight as GET /api/highlights/player/{playerId}, GET /api/highlights/{id} and POST /api/highlights return it. */
export interface HighlightResponse {
  id: string;
  playerId: string;
  title: string;
  contentType: HighlightContentType;
  /** /objects/uploads/{id}, or null for a highlight without an uploaded file. */
  filePath: string | null;
  /** Best URL to show: the playable version when ready, else the original. */
  url: string | null;
  /** Poster / thumbnail URL. */
  thumbUrl: string | null;
  media: HighlightMediaUrls;
  tags: string[];
  competition: string | null;
  opponent: string | null;
  eventDate: string | null;
  privacy: Visibility;
  status: HighlightStatusValue;
  durationSec: number | null;
  /** Adaptive (HLS) video: null for images, a free viewer's preview, and videos processed before the ladder (the seeded demo ones). */
  adaptive: HighlightAdaptiveVideo | null;
  views: number;
  likes: number;
  createdAt: string;
  /** Owner and admins only: when the guardian consent was recorded (players under 18). */
  guardianConsentAt?: string | null;
  /** Owner only: set while the highlight is hidden because a paid plan ended (others never see it). */
  planHiddenAt?: string | null;
}

/** The media URL of a highlight's variant (one scheme, used by the server's mapper). */
export const highlightMediaUrl = (highlightId: string, variant: HighlightMediaVariant): string =>
  `/api/highlights/${highlightId}/media/${variant}`;

/** The URL of a file of a highlight's HLS video: `master.m3u8`, or `{rendition}/{file}` (what the playlists reference relatively). */
export const highlightHlsUrl = (highlightId: string, file = 'master.m3u8'): string => `/api/highlights/${highlightId}/hls/${file}`;

/** The files an HLS folder may hold (anything else is 404 without touching the store). */
export const HLS_FILE_PATTERN = new RegExp(
  `^(?:master\\.m3u8|(?:${VIDEO_RENDITIONS.map((r) => r.name).join('|')})/(?:index\\.m3u8|init\\.mp4|seg_\\d{3,5}\\.m4s))$`,
);
