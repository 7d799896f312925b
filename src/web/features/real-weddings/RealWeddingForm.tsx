import { Button, CloseButton, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { z } from '../../../domain/zod.ts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../domain/format.ts';
import { isPhotoMimeType, photoMaxBytes, photoUploadErrors } from '../../../domain/photos/photo-files.ts';
import { realWeddingInputSchema, type RealWedding } from '../../../domain/real-weddings/real-weddings-api.ts';
import {
  linkedRoleFor,
  maxRealWeddingPhotos,
  maxRealWeddings,
  realWeddingLimits,
  taggingRequired,
} from '../../../domain/real-weddings/real-weddings.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { savePopupForm } from '../../ui/save-popup-form.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { LinkedSupplierPicker } from './LinkedSupplierPicker.tsx';
import type { RealWeddingCalls } from './real-wedding-calls.ts';

type Values = { name: string; couple: string; url: string; linkedSupplierId: string; photos: string };
const formFields = ['name', 'couple', 'url', 'linkedSupplierId', 'photos'];

interface RealWeddingFormProps {
  supplierId: string;
  category: string;
  item: RealWedding | null;
  calls: RealWeddingCalls;
  onClose: () => void;
}

/**
 * Adding or editing a real wedding in a popup (spec section 4: the form is busy while saving): field errors on their
 * fields, any other failure as savePopupForm shows it.
 */
export function RealWeddingForm(props: RealWeddingFormProps) {
  const { supplierId, category, item, calls, onClose } = props;
  const { t } = useTranslation('realWeddings');
  const locale = useCurrentLocale();
  const [kept, setKept] = useState(item?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [linkedName, setLinkedName] = useState(item?.linkedSupplier?.name ?? '');
  // the photos are not form values: the schema reads them as they are when it checks
  const photos = useRef({ keepPhotoIds: [] as string[], newPhotos: 0 });
  photos.current = { keepPhotoIds: kept.map((photo) => photo.id), newPhotos: files.length };
  const schemaForm = useSchemaForm<Values>({
    initialValues: {
      name: item?.name ?? '',
      couple: item?.couple ?? '',
      url: item?.url ?? '',
      linkedSupplierId: item?.linkedSupplier?.id ?? '',
      photos: '',
    },
    loadSchema: async () =>
      z.preprocess(
        (values) => ({ ...(values as object), ...photos.current }),
        realWeddingInputSchema({ taggingRequired: taggingRequired(category) }),
      ),
    submit: ({ photos: _photos, ...values }) =>
      savePopupForm({
        save: () =>
          calls.save.mutateAsync({
            data: { ...values, id: item?.id ?? null, keepPhotoIds: photos.current.keepPhotoIds },
            files,
          }),
        fields: formFields,
        savedKey: 'realWeddings:saved',
        messageValues: { max: maxRealWeddings },
        onClose,
      }),
  });
  const { inputProps, busy, form } = schemaForm;
  const photoError = inputProps('photos').error;
  const room = maxRealWeddingPhotos - kept.length - files.length;

  const addFiles = (chosen: File[]) => {
    const refused = chosen.find((file) => !isPhotoMimeType(file.type) || file.size > photoMaxBytes);
    if (refused) {
      form.setFieldError('photos', isPhotoMimeType(refused.type) ? photoUploadErrors.size : photoUploadErrors.type);
      return;
    }
    form.setFieldError('photos', null);
    setFiles((before) => [...before, ...chosen].slice(0, maxRealWeddingPhotos - kept.length));
  };
  const role = linkedRoleFor(category) ?? 'venue';

  return (
    <FormPopup
      title={item ? t('form.editTitle') : t('form.addTitle')}
      saveLabel={t('form.save')}
      busy={busy}
      failure={null}
      onSubmit={schemaForm.onSubmit}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          required
          maxLength={realWeddingLimits.name}
          disabled={busy}
          {...inputProps('name')}
        />
        <TextInput
          label={t('form.couple')}
          description={t('form.coupleHint')}
          required
          maxLength={realWeddingLimits.couple}
          disabled={busy}
          {...inputProps('couple')}
        />
        <TextInput
          label={t('form.url')}
          description={t('form.urlHint')}
          required
          type="url"
          inputMode="url"
          maxLength={realWeddingLimits.url}
          disabled={busy}
          {...inputProps('url')}
        />
        <LinkedSupplierPicker
          supplierId={supplierId}
          role={role}
          required={taggingRequired(category)}
          selectedName={inputProps('linkedSupplierId').value ? linkedName : ''}
          error={inputProps('linkedSupplierId').error}
          disabled={busy}
          onChange={(id, name) => {
            form.setFieldValue('linkedSupplierId', id);
            setLinkedName(name);
          }}
        />
        <Input.Wrapper
          labelElement="div"
          label={t('form.photos')}
          description={t('form.photosHint', { max: maxRealWeddingPhotos, size: formatFileSize(photoMaxBytes, locale) })}
          required
          error={
            photoError && t(photoError, { max: maxRealWeddingPhotos, size: formatFileSize(photoMaxBytes, locale) })
          }
        >
          <Stack gap="xs" mt={6}>
            {(kept.length > 0 || files.length > 0) && (
              <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {kept.map((photo, i) => (
                  <Stack component="li" key={photo.id} gap={2} align="center">
                    <Image
                      src={photo.thumbnail}
                      w={80}
                      h={80}
                      radius="sm"
                      fit="cover"
                      alt={t('photoAlt', { number: i + 1, name: item?.name ?? '' })}
                    />
                    <CloseButton
                      size="sm"
                      disabled={busy}
                      onClick={() => setKept((before) => before.filter((other) => other.id !== photo.id))}
                      aria-label={t('form.removePhoto', { number: i + 1 })}
                    />
                  </Stack>
                ))}
                {files.map((file, i) => (
                  <Group component="li" key={`${file.name}-${i}`} gap={4} wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                    <CloseButton
                      size="sm"
                      disabled={busy}
                      onClick={() => setFiles((before) => before.filter((_, j) => j !== i))}
                      aria-label={t('form.removeFile', { name: file.name })}
                    />
                  </Group>
                ))}
              </Group>
            )}
            <FileButton
              onChange={addFiles}
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={busy || room <= 0}
            >
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" size="xs" h={34} style={{ alignSelf: 'flex-start' }}>
                  {t('form.addPhotos')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Input.Wrapper>
      </Stack>
    </FormPopup>
  );
}
