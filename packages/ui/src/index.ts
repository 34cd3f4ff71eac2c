// Theme
export type { StorefrontTheme, ColorTokens, SpaceKey, FontSizeKey, BreakpointKey } from './theme/storefront-theme';
export { themes, themeFor } from './theme/themes';
export { northboundTheme } from './theme/northbound-theme';
export { kerbsideTheme } from './theme/kerbside-theme';
export { fieldwearTheme } from './theme/fieldwear-theme';
export { contrastRatio, relativeLuminance, WCAG_AA_TEXT, WCAG_AA_NON_TEXT } from './theme/contrast';

// Shell wiring
export { StorefrontRoot, type StorefrontRootProps } from './shell/storefront-root';
export { ShellContext, useShell, useSite, useNavigate, type ShellContextValue } from './shell/shell-context';
export { GlobalStyles, globalStyles } from './shell/global-styles';
export { BrandLogo } from './shell/brand-logo';

// Components
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { Link, isBrowserHandledHref, type LinkProps } from './components/link';
export { Price, type PriceProps, type ProductPrice, type PriceLabels } from './components/price';
export { formatMoney, formatRating, registerMoneyFormat } from './components/price-format';
export { Image, type ImageProps } from './components/image';
export { Picture, type PictureProps } from './components/picture';
export { Container, type ContainerProps } from './components/container';
export { Stack, type StackProps } from './components/stack';
export { Inline, type InlineProps } from './components/inline';
export { Grid, PRODUCT_GRID_COLUMNS, type GridProps, type ResponsiveColumns } from './components/grid';
export type { LayoutTag } from './components/layout-tags';
export { VisuallyHidden, visuallyHiddenStyles } from './components/visually-hidden';
export { Heading, type HeadingProps, type HeadingLevel } from './components/heading';
export { Text, type TextProps, type TextTone } from './components/text';
export { Skeleton, SkeletonText, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { RetryAlert, type RetryAlertProps } from './components/retry-alert';
export { Field, type FieldProps } from './components/field';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { controlStyles, type FieldTextProps } from './components/field-frame';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { focusRing } from './components/focus-ring';
export { Dialog, type DialogProps, type DialogSize } from './components/dialog';
export { RatingStars, type RatingStarsProps } from './components/rating-stars';
