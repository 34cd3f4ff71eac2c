import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { REVIEW_FITS, REVIEW_PHOTO_LIMITS, type ReviewFit } from '@sf/contracts/reviews';
import type { UploadedPhoto } from '@sf/contracts/api';
import { Alert, Button, Field, IconButton, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ChoiceGroup } from './choice-group';
import { PhotoRefused, refusalMessage, reviewsApi, uploadReviewPhoto } from './reviews-api';
import { TextArea } from './text-area';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIT_KEYS: Record<ReviewFit, string> = { small: 'reviews.fitSmall', true: 'reviews.fitTrue', large: 'reviews.fitLarge' };
const ACCEPTED = 'image/jpeg,image/png,image/webp';

type Errors = Partial<Record<'rating' | 'title' | 'body' | 'authorName' | 'email' | 'photos', string>>;

/**
 * Write a review: stars, fit, title, text, name, e-mail and up to four photos (each uploaded when chosen; the server
 * checks its real type and size). After sending, the form becomes the thank-you note: reviews appear once approved.
 */
export function WriteReviewForm({ productId, productName, photoFirst = false }: { productId: string; productName: string; photoFirst?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const [rating, setRating] = useState('');
  const [fit, setFit] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [email, setEmail] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, REVIEW_PHOTO_LIMITS.perReview - photos.length);
    event.target.value = '';
    setUploading(true);
    setErrors((current) => ({ ...current, photos: undefined }));
    for (const file of files) {
      if (file.size > REVIEW_PHOTO_LIMITS.maxBytes) {
        setErrors((current) => ({ ...current, photos: t('reviews.photoTooLarge', { name: file.name }) }));
        continue;
      }
      try {
        const photo = await uploadReviewPhoto(file);
        setPhotos((current) => (current.some((known) => known.id === photo.id) ? current : [...current, photo]));
      } catch (error) {
        const type = error instanceof PhotoRefused && error.status === 415;
        setErrors((current) => ({ ...current, photos: type ? t('reviews.photoType', { name: file.name }) : t('reviews.photoFailed', { name: file.name }) }));
      }
    }
    setUploading(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending' || uploading) return;
    const found: Errors = {};
    if (!rating) found.rating = t('reviews.errorRating');
    if (title.trim().length < 2) found.title = t('reviews.errorTitle');
    if (body.trim().length < 10) found.body = t('reviews.errorBody');
    if (!authorName.trim()) found.authorName = t('reviews.errorName');
    if (!EMAIL.test(email.trim())) found.email = t('reviews.errorEmail');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    setFailure(null);
    try {
      await reviewsApi(site).write(productId, {
        rating: Number(rating),
        fit: fit ? (fit as ReviewFit) : null,
        title,
        body,
        authorName,
        email,
        photoIds: photos.map((photo) => photo.id),
      });
      setStatus('done');
    } catch (error) {
      setStatus('idle');
      setFailure(refusalMessage(error) ?? t('reviews.sendFailed'));
    }
  };

  if (status === 'done') {
    return (
      <div ref={done} tabIndex={-1}>
        <Alert tone="success">{t('reviews.thanks')}</Alert>
      </div>
    );
  }

  const photoPicker = (
    <Stack gap={2}>
      <label htmlFor="review-photos" css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {t('reviews.addPhotos', { count: REVIEW_PHOTO_LIMITS.perReview })}
      </label>
      <Text id="review-photos-hint" size="sm" tone="muted">
        {t('reviews.photoHint')}
      </Text>
      <input
        id="review-photos"
        type="file"
        accept={ACCEPTED}
        multiple
        disabled={photos.length >= REVIEW_PHOTO_LIMITS.perReview || uploading}
        aria-describedby={errors.photos ? 'review-photos-hint review-photos-error' : 'review-photos-hint'}
        onChange={(event) => void addPhotos(event)}
      />
      {uploading && (
        <Text size="sm" role="status">
          {t('reviews.uploading')}
        </Text>
      )}
      {errors.photos && (
        <Text id="review-photos-error" size="sm" tone="error" role="alert">
          {errors.photos}
        </Text>
      )}
      {photos.length > 0 && (
        <ul aria-label={t('reviews.photos')} css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], listStyle: 'none', padding: 0, margin: 0 })}>
          {photos.map((photo, index) => (
            <li key={photo.id} css={{ position: 'relative' }}>
              <img
                src={photo.thumbnail}
                alt={t('reviews.yourPhoto', { number: index + 1 })}
                width={80}
                height={80}
                css={{ objectFit: 'cover', display: 'block' }}
              />
              <IconButton
                aria-label={t('reviews.removePhoto', { number: index + 1 })}
                icon="×"
                onClick={() => setPhotos((current) => current.filter((known) => known.id !== photo.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('reviews.formLabel', { name: productName })}>
      <Stack gap={4}>
        {photoFirst && photoPicker}
        <ChoiceGroup
          legend={t('reviews.yourRating')}
          name="rating"
          value={rating}
          onChange={setRating}
          error={errors.rating}
          choices={[1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: t('reviews.stars', { count: stars }) }))}
        />
        <ChoiceGroup
          legend={t('reviews.fitLegend')}
          name="fit"
          value={fit}
          onChange={setFit}
          choices={REVIEW_FITS.map((value) => ({ value, label: t(FIT_KEYS[value]) }))}
        />
        <Field label={t('reviews.title')} name="title" maxLength={120} value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
        <TextArea label={t('reviews.body')} name="body" maxLength={4000} value={body} error={errors.body} onChange={(event) => setBody(event.target.value)} />
        <Field
          label={t('reviews.name')}
          hint={t('reviews.nameHint')}
          name="authorName"
          autoComplete="nickname"
          maxLength={60}
          value={authorName}
          error={errors.authorName}
          onChange={(event) => setAuthorName(event.target.value)}
        />
        <Field
          label={t('reviews.email')}
          hint={t('reviews.emailHint')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {!photoFirst && photoPicker}
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={status === 'sending'} disabled={uploading}>
          {t('reviews.submit')}
        </Button>
      </Stack>
    </form>
  );
}
