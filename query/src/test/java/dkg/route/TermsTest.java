package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class TermsTest {
    @Test
    void bareNumbersAreNoTerms() {
        assertEquals(List.of("descript", "mlx5", "bond"), Terms.of("description: 4 1268 0058 mlx5_bond_0"));
    }
}
