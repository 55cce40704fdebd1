package dkg.http.web;

/** WCAG 2 relative luminance and contrast ratio of CSS {@code rgb(…)} colours. */
final class Contrast {
    private Contrast() {}

    static double[] rgb(String css) {
        String[] parts = css.replaceAll("[^0-9.,]", "").split(",");
        return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1]), Double.parseDouble(parts[2])};
    }

    static double luminance(double[] rgb) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double s = rgb[i] / 255.0;
            c[i] = s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    static double ratio(double[] a, double[] b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }
}
