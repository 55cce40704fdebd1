package dkg.ingest.parse.table;

import dkg.ingest.parse.md.PlainText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Link;
import org.commonmark.node.Node;

/**
 * A GFM table as cells: the header row and the body rows, each cell with its plain text, its inline
 * code spans and its link destinations. Rows shorter than the header are padded with empty cells.
 *
 * @param header header cells
 * @param rows   body rows
 */
public record Table(List<Cell> header, List<List<Cell>> rows) {

    /**
     * One cell.
     *
     * @param text  plain text, markup removed
     * @param codes literals of the inline code spans, in order
     * @param links link destinations as written, in order
     */
    public record Cell(String text, List<String> codes, List<String> links) {
        public static final Cell EMPTY = new Cell("", List.of(), List.of());

        /** The header text normalised for matching: lower case, backticks and ellipses gone. */
        public String key() {
            return text.toLowerCase(Locale.ROOT).replace("`", "").replace("…", " ").replace("...", " ")
                    .replaceAll("\\s+", " ").strip();
        }
    }

    public Table {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    /** Reads a commonmark table block. */
    public static Table of(TableBlock block) {
        List<Cell> header = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        for (Node part = block.getFirstChild(); part != null; part = part.getNext()) {
            for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                if (!(row instanceof TableRow)) continue;
                List<Cell> cells = new ArrayList<>();
                for (Node c = row.getFirstChild(); c != null; c = c.getNext()) {
                    if (c instanceof TableCell cell) cells.add(cell(cell));
                }
                if (part instanceof TableHead && header.isEmpty()) header.addAll(cells);
                else rows.add(cells);
            }
        }
        return new Table(header, rows);
    }

    private static Cell cell(TableCell cell) {
        List<String> codes = new ArrayList<>();
        List<String> links = new ArrayList<>();
        cell.accept(new AbstractVisitor() {
            @Override public void visit(Code code) { codes.add(code.getLiteral()); }
            @Override public void visit(Link link) { links.add(link.getDestination()); visitChildren(link); }
        });
        return new Cell(PlainText.of(cell), List.copyOf(codes), List.copyOf(links));
    }

    /** Index of the first header cell whose {@link Cell#key()} satisfies {@code test}, or -1. */
    public int column(Predicate<String> test) {
        for (int i = 0; i < header.size(); i++) if (test.test(header.get(i).key())) return i;
        return -1;
    }

    /** Index of the first header cell containing any of {@code words}, or -1. */
    public int columnWith(String... words) {
        return column(k -> { for (String w : words) if (k.contains(w)) return true; return false; });
    }

    /** A body cell, or {@link Cell#EMPTY} when the row is short or {@code col} is -1. */
    public static Cell cell(List<Cell> row, int col) {
        return col >= 0 && col < row.size() ? row.get(col) : Cell.EMPTY;
    }

    /** The normalised header key of column {@code col}. */
    public String key(int col) { return col >= 0 && col < header.size() ? header.get(col).key() : ""; }
}
